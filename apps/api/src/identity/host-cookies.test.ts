// On a site served over HTTPS the session cookies carry the __Host- prefix: the browser then takes
// them only with Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or shadow one.
import { SIGNED_IN_COOKIES } from '@reprise/domain/constants';
import { describe, expect, it } from 'vitest';
import { cookieHeader, createBuyer, GOOD_PASSWORD, setCookies } from '../test-support/sessions';
import { useTestApi } from '../test-support/use-test-api';

const SITE = 'https://tickets.example.com';
const BROWSER = { origin: SITE, 'sec-fetch-site': 'same-origin' };

describe('__Host- session cookies over HTTPS', () => {
  const api = useTestApi({ seed: false }, { publicBaseUrl: SITE });

  async function signIn(email: string) {
    await createBuyer(api.db.handle.db, { email, password: GOOD_PASSWORD });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: BROWSER,
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    return setCookies(login);
  }

  it('sets __Host-access_token and __Host-refresh_token with Secure, Path=/ and no Domain', async () => {
    const cookies = await signIn('host@example.com');
    for (const name of ['__Host-access_token', '__Host-refresh_token']) {
      const line = cookies.get(name)?.line ?? '';
      expect(line, name).toMatch(/; Secure/);
      expect(line, name).toMatch(/; Path=\/(;|$)/);
      expect(line, name).not.toMatch(/Domain=/i);
      expect(line, name).toMatch(/HttpOnly/);
    }
    expect(cookies.has('access_token')).toBe(false);
    expect(cookies.has('refresh_token')).toBe(false);
    // Pages of a visitor carrying them are never served from, or kept in, the shared page cache.
    expect(SIGNED_IN_COOKIES).toEqual(
      expect.arrayContaining(['__Host-access_token', '__Host-refresh_token']),
    );
  });

  it('reads the prefixed cookies, and not an unprefixed one a subdomain could have planted', async () => {
    const cookies = await signIn('reader@example.com');
    const access = cookies.get('__Host-access_token')!.value;
    const me = await api.app.inject({
      url: '/api/buyer-user',
      headers: { cookie: cookieHeader({ '__Host-access_token': access }) },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.email).toBe('reader@example.com');
    const planted = await api.app.inject({
      url: '/api/buyer-user',
      headers: { cookie: cookieHeader({ access_token: access }) },
    });
    expect(planted.statusCode).toBe(401);

    const refreshed = await api.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: {
        ...BROWSER,
        cookie: cookieHeader({
          '__Host-refresh_token': cookies.get('__Host-refresh_token')!.value,
        }),
      },
      payload: {},
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(setCookies(refreshed).has('__Host-access_token')).toBe(true);

    const logout = await api.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        ...BROWSER,
        cookie: cookieHeader({
          '__Host-access_token': setCookies(refreshed).get('__Host-access_token')!.value,
        }),
      },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    const cleared = setCookies(logout);
    expect(cleared.get('__Host-access_token')?.line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(cleared.get('__Host-refresh_token')?.line).toMatch(/; Secure/);
  });
});
