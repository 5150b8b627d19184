import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthProvider } from '../../test-support/oauth-provider';
import { cookieHeader, createBuyer, GOOD_PASSWORD, setCookies } from '../../test-support/sessions';
import { useSecondTestApi, useTestApi } from '../../test-support/use-test-api';

type Provider = 'google' | 'facebook';

describe('social sign-in against a real OAuth2 server', () => {
  let provider: Awaited<ReturnType<typeof startOAuthProvider>>;
  beforeAll(async () => {
    provider = await startOAuthProvider();
  });
  afterAll(() => provider?.close());
  const api = useTestApi({ seed: false }, () => ({ social: provider.social }));

  /** Start → the provider's authorize endpoint → back with code and state, as a browser would go. */
  async function authorize(name: Provider, query = 'type=signUp&returnTo=/favorites') {
    const start = await api.app.inject(`/api/auth/${name}/start?${query}`);
    expect(start.statusCode).toBe(302);
    const stateCookie = setCookies(start).get('oauth_state')!;
    expect(stateCookie.line).toMatch(/HttpOnly/);
    const location = new URL(String(start.headers.location));
    const atProvider = await fetch(location, { redirect: 'manual' });
    const back = new URL(String(atProvider.headers.get('location')));
    return {
      location,
      back,
      cookie: stateCookie.value,
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
    };
  }

  const finish = (
    name: Provider,
    body: { code: string; state: string },
    cookie: string | undefined,
    headers: Record<string, string> = {},
  ) =>
    api.app.inject({
      method: 'POST',
      url: `/api/${name}-signup`,
      headers: { ...headers, ...(cookie ? { cookie: cookieHeader({ oauth_state: cookie }) } : {}) },
      payload: body,
    });

  it('lists both providers when configured', async () => {
    const response = await api.app.inject('/api/auth/providers');
    expect(response.json()).toEqual({ data: { google: true, facebook: true } });
  });

  it('Google: code flow with PKCE creates the account, then signs the same person in', async () => {
    provider.setProfile({
      sub: 'google-sub-1',
      email: 'Gina@Example.com',
      email_verified: true,
      given_name: 'Gina',
      family_name: 'Goode',
    });
    const flow = await authorize('google');
    expect(flow.location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(flow.location.searchParams.get('code_challenge')).toBeTruthy();
    expect(flow.location.searchParams.get('scope')).toBe('openid email profile');
    expect(flow.location.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/auth/google/callback',
    );
    expect(flow.back.pathname).toBe('/auth/google/callback');

    // The provider's redirect is a cross-site navigation: the finish must work from it.
    const signUp = await finish('google', flow, flow.cookie, {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(signUp.statusCode).toBe(200);
    const first = signUp.json().data;
    expect(first).toEqual({
      userDataObject: {
        id: expect.any(Number),
        first_name: 'Gina',
        last_name: 'Goode',
        email: 'gina@example.com',
        created_at: expect.any(String),
        isNewUser: true,
      },
      returnTo: '/favorites',
    });
    const cookies = setCookies(signUp);
    expect(cookies.get('access_token')?.value).toBeTruthy();
    expect(cookies.get('oauth_state')?.line).toMatch(/Expires=Thu, 01 Jan 1970/);
    const me = await api.app.inject({
      url: '/api/buyer-user',
      headers: { cookie: cookieHeader({ access_token: cookies.get('access_token')!.value }) },
    });
    expect(me.json().data.email).toBe('gina@example.com');

    const again = await authorize('google', 'type=signIn');
    const signIn = await finish('google', again, again.cookie);
    expect(signIn.json().data.userDataObject).toMatchObject({
      id: first.userDataObject.id,
      isNewUser: false,
    });
    expect(signIn.json().data.returnTo).toBe('/');
  });

  it('Facebook: code flow reads the Graph-shaped profile; sign-in of an unknown account creates it', async () => {
    provider.setProfile({
      id: '1029384756',
      email: 'fern@example.com',
      first_name: 'Fern',
      last_name: 'Fable',
    });
    const flow = await authorize('facebook', 'type=signIn');
    expect(flow.location.searchParams.get('scope')).toBe('email public_profile');
    expect(flow.location.searchParams.get('code_challenge')).toBeNull();
    const response = await finish('facebook', flow, flow.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userDataObject).toMatchObject({
      first_name: 'Fern',
      last_name: 'Fable',
      email: 'fern@example.com',
      isNewUser: true,
    });
  });

  it('joins an existing email account only when the provider vouches for the email', async () => {
    const existing = await createBuyer(api.db.handle.db, {
      email: 'owner@example.com',
      password: GOOD_PASSWORD,
    });
    provider.setProfile({
      sub: 'google-sub-unverified',
      email: 'owner@example.com',
      email_verified: false,
    });
    const unverified = await authorize('google');
    const refused = await finish('google', unverified, unverified.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('SOCIAL_EMAIL_REQUIRED');

    provider.setProfile({
      sub: 'google-sub-owner',
      email: 'owner@example.com',
      email_verified: true,
      given_name: 'O',
    });
    const verified = await authorize('google');
    const joined = await finish('google', verified, verified.cookie);
    expect(joined.json().data.userDataObject).toMatchObject({ id: existing.id, isNewUser: false });

    provider.setProfile({ sub: 'google-sub-no-email' });
    const noEmail = await authorize('google');
    const missing = await finish('google', noEmail, noEmail.cookie);
    expect(missing.json().code).toBe('SOCIAL_EMAIL_REQUIRED');
  });

  it('refuses a finish without its start, with another state, or a code the provider rejects', async () => {
    provider.setProfile({ sub: 'google-sub-x', email: 'x@example.com', email_verified: true });
    const flow = await authorize('google');
    const noCookie = await finish('google', flow, undefined);
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json().code).toBe('SOCIAL_SIGN_IN_FAILED');
    const otherState = await finish(
      'google',
      { code: flow.code, state: 'someone-elses-state' },
      flow.cookie,
    );
    expect(otherState.json().code).toBe('SOCIAL_SIGN_IN_FAILED');
    const wrongProvider = await finish('facebook', flow, flow.cookie);
    expect(wrongProvider.json().code).toBe('SOCIAL_SIGN_IN_FAILED');
    const forged = await finish('google', flow, `${flow.cookie.slice(0, -4)}AAAA`);
    expect(forged.json().code).toBe('SOCIAL_SIGN_IN_FAILED');

    const refusedFlow = await authorize('google');
    provider.server.service.once(
      'beforeResponse',
      (response: { body: unknown; statusCode: number }) => {
        response.body = { error: 'invalid_grant' };
        response.statusCode = 400;
      },
    );
    const refused = await finish('google', refusedFlow, refusedFlow.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'SOCIAL_SIGN_IN_FAILED',
      message: 'Google sign-in did not complete. Please try again.',
    });
  });

  it('keeps returnTo on this site', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const response = await api.app.inject(
        `/api/auth/google/start?returnTo=${encodeURIComponent(returnTo)}`,
      );
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.json().field).toBe('returnTo');
    }
  });

  describe('when not configured', () => {
    const bare = useSecondTestApi(api);

    it('hides the providers and answers 404 PROVIDER_NOT_CONFIGURED', async () => {
      expect((await bare.app.inject('/api/auth/providers')).json()).toEqual({
        data: { google: false, facebook: false },
      });
      const start = await bare.app.inject('/api/auth/google/start');
      expect(start.statusCode).toBe(404);
      expect(start.json().code).toBe('PROVIDER_NOT_CONFIGURED');
      const finish = await bare.app.inject({
        method: 'POST',
        url: '/api/facebook-signup',
        payload: { code: 'c', state: 's' },
      });
      expect(finish.json().code).toBe('PROVIDER_NOT_CONFIGURED');
    });
  });
});
