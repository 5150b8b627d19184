import { describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET, testOutboxMail } from '../test-support/build-test-api';
import {
  cookieHeader,
  createBuyer,
  GOOD_PASSWORD,
  linkIn,
  outboxMessages,
  setCookies,
  signInAsApiClient,
} from '../test-support/sessions';
import { useTestApi } from '../test-support/use-test-api';
import { verifyAccessToken } from './access-token';

const outbox = testOutboxMail('sessions');
const BROWSER = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };

describe('sessions', () => {
  const api = useTestApi({ seed: false }, { mail: outbox });

  it('register → set-password mail in the outbox → its link sets a password and signs in', async () => {
    const register = await api.app.inject({
      method: 'POST',
      url: '/api/buyer-user/register',
      headers: BROWSER,
      payload: { first_name: 'Sam', last_name: 'Okafor', email: 'Sam@Example.com' },
    });
    expect(register.statusCode).toBe(201);
    const { data, message } = register.json();
    expect(data).toEqual({ result: 'success' });
    expect(message).toMatch(/Check your email/);
    // Not signed in yet: no session cookie.
    expect(setCookies(register).has('access_token')).toBe(false);

    await api.app.backgroundWork.idle();
    const mails = await outboxMessages(outbox.outboxDir);
    const mail = mails.find((m) => m.raw.includes('sam@example.com'));
    expect(mail?.name).toMatch(/-sam@example\.com\.eml$/);
    const { url, token } = linkIn(mail!.raw);
    expect(url).toBe(`http://localhost:3000/set-password/${token}`);

    const check = await api.app.inject({
      method: 'POST',
      url: '/api/reset-password-token-check',
      payload: { token },
    });
    expect(check.json()).toEqual({
      data: { valid: true, email: 'sam@example.com', purpose: 'set' },
    });

    const set = await api.app.inject({
      method: 'POST',
      url: '/api/reset-password-update',
      headers: BROWSER,
      payload: { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, token },
    });
    expect(set.statusCode).toBe(200);
    const cookies = setCookies(set);
    expect(cookies.get('access_token')?.line).toMatch(/HttpOnly/);
    expect(cookies.get('access_token')?.line).toMatch(/SameSite=Lax/);
    expect(cookies.get('refresh_token')?.line).toMatch(/HttpOnly/);
    const userObject = cookies.get('userObject')!;
    expect(userObject.line).not.toMatch(/HttpOnly/);
    expect(JSON.parse(decodeURIComponent(userObject.value))).toEqual({
      id: expect.any(Number),
      first_name: 'Sam',
      last_name: 'Okafor',
    });

    const me = await api.app.inject({
      url: '/api/buyer-user',
      headers: { cookie: cookieHeader({ access_token: cookies.get('access_token')!.value }) },
    });
    const { id } = JSON.parse(decodeURIComponent(userObject.value));
    expect(me.json().data).toMatchObject({ id, email: 'sam@example.com' });
  });

  it('login answers its response fields; browsers get null tokens and cookies, API clients tokens', async () => {
    const buyer = await createBuyer(api.db.handle.db, {
      email: 'lee@example.com',
      password: GOOD_PASSWORD,
    });
    const browser = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: BROWSER,
      payload: { email: 'LEE@example.com ', password: GOOD_PASSWORD },
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.json()).toEqual({
      data: {
        id: buyer.id,
        accessToken: null,
        refreshToken: null,
        buyerUserCreatedAt: { created_at: buyer.createdAt.toISOString() },
      },
    });
    expect(setCookies(browser).get('access_token')?.value).toBeTruthy();

    const client = await signInAsApiClient(api.app, 'lee@example.com', GOOD_PASSWORD);
    const claims = await verifyAccessToken(client.accessToken, TEST_SESSION_SECRET, new Date());
    expect(claims?.buyerId).toBe(buyer.id);
    const me = await api.app.inject({
      url: '/api/buyer-user',
      headers: { authorization: `Bearer ${client.accessToken}` },
    });
    expect(me.json().data.email).toBe('lee@example.com');
  });

  it('the same 401 for an unknown email, a wrong password and an account without a password', async () => {
    await createBuyer(api.db.handle.db, { email: 'nopass@example.com' });
    await createBuyer(api.db.handle.db, { email: 'haspass@example.com', password: GOOD_PASSWORD });
    const bodies = [];
    for (const email of ['ghost@example.com', 'haspass@example.com', 'nopass@example.com']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'Wrong#pass1' },
      });
      expect(response.statusCode).toBe(401);
      const { requestId: _id, ...body } = response.json();
      bodies.push(body);
    }
    expect(bodies[0]).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'The email or password is incorrect.',
    });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('rotates the refresh token on every use; reusing an old one revokes the whole session', async () => {
    await createBuyer(api.db.handle.db, { email: 'rot@example.com', password: GOOD_PASSWORD });
    const first = await signInAsApiClient(api.app, 'rot@example.com', GOOD_PASSWORD);
    const refresh = (refreshToken: string) =>
      api.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });

    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json().data as { accessToken: string; refreshToken: string };
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    const third = await refresh(rotated.refreshToken);
    expect(third.statusCode).toBe(200);
    const current = third.json().data as { accessToken: string; refreshToken: string };
    const meWith = (token: string) =>
      api.app.inject({ url: '/api/buyer-user', headers: { authorization: `Bearer ${token}` } });
    expect((await meWith(current.accessToken)).statusCode).toBe(200);

    // The first token again: someone kept a copy. The whole family ends.
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_TOKEN_INVALID');
    expect((await refresh(current.refreshToken)).json().code).toBe('REFRESH_TOKEN_INVALID');
    const after = await meWith(current.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('refreshes from the cookie, clears cookies when refused, and says when there is no token', async () => {
    await createBuyer(api.db.handle.db, { email: 'cookie@example.com', password: GOOD_PASSWORD });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: BROWSER,
      payload: { email: 'cookie@example.com', password: GOOD_PASSWORD },
    });
    const refreshToken = setCookies(login).get('refresh_token')!.value;
    const viaCookie = await api.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { ...BROWSER, cookie: cookieHeader({ refresh_token: refreshToken }) },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().data).toEqual({ accessToken: null, refreshToken: null });
    const rotatedCookies = setCookies(viaCookie);
    expect(rotatedCookies.get('refresh_token')?.value).not.toBe(refreshToken);
    expect(rotatedCookies.get('userObject')?.value).toBeTruthy();

    const none = await api.app.inject({ method: 'POST', url: '/api/refresh-token' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('NO_REFRESH_TOKEN');

    const bogus = await api.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { cookie: cookieHeader({ refresh_token: 'not-a-real-token' }) },
    });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().code).toBe('REFRESH_TOKEN_INVALID');
    expect(setCookies(bogus).get('refresh_token')?.line).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('logout revokes the session: its refresh and access tokens stop working', async () => {
    await createBuyer(api.db.handle.db, { email: 'bye@example.com', password: GOOD_PASSWORD });
    const session = await signInAsApiClient(api.app, 'bye@example.com', GOOD_PASSWORD);
    const other = await signInAsApiClient(api.app, 'bye@example.com', GOOD_PASSWORD);
    const logout = await api.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: { result: 'success' } });
    expect(setCookies(logout).get('access_token')?.line).toMatch(/Expires=Thu, 01 Jan 1970/);

    const me = await api.app.inject({
      url: '/api/buyer-user',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
    const refresh = await api.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.json().code).toBe('REFRESH_TOKEN_INVALID');
    // Another device's session is untouched.
    const otherMe = await api.app.inject({
      url: '/api/buyer-user',
      headers: { authorization: `Bearer ${other.accessToken}` },
    });
    expect(otherMe.statusCode).toBe(200);
  });

  it('an expired or forged access token is 401 UNAUTHENTICATED', async () => {
    const forged = await api.app.inject({
      url: '/api/buyer-user',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.bad' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('UNAUTHENTICATED');
    const anonymous = await api.app.inject('/api/buyer-user');
    expect(anonymous.statusCode).toBe(401);
  });
});
