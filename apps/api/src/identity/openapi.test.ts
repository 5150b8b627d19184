import { describe, expect, it } from 'vitest';
import { expectDocumented, servedOpenApiPaths } from '../test-support/openapi-document';
import { useTestApi } from '../test-support/use-test-api';

describe('OpenAPI of the accounts and buyer routes', () => {
  const api = useTestApi({ seed: false, migrate: false });

  it('documents every call with tags, a summary and its success answer', async () => {
    const paths = await servedOpenApiPaths(api.app);
    const expected = [
      ['post', '/api/buyer-user/register', '201'],
      ['post', '/api/login', '200'],
      ['post', '/api/logout', '200'],
      ['post', '/api/refresh-token', '200'],
      ['post', '/api/forget-password', '200'],
      ['post', '/api/reset-password-token-check', '200'],
      ['post', '/api/reset-password-update', '200'],
      ['post', '/api/change-password', '200'],
      ['get', '/api/auth/providers', '200'],
      ['get', '/api/auth/{provider}/start', ''],
      ['post', '/api/google-signup', '200'],
      ['post', '/api/facebook-signup', '200'],
      ['get', '/api/buyer-user', '200'],
      ['get', '/api/buyer-user/{userId}', '200'],
      ['post', '/api/save-profile', '200'],
      ['post', '/api/account-sync', '200'],
      ['post', '/api/ticket-deliver-user', '200'],
      ['post', '/api/ticketing-system/user-login/save', '200'],
      ['get', '/api/favorities', '200'],
      ['get', '/api/favorities/ids', '200'],
      ['post', '/api/favorities/save', '200'],
      ['post', '/api/setCookies', '200'],
      ['post', '/api/getCookieStatus', '200'],
      ['get', '/api/buyer-users', '200'],
    ] as const;
    expectDocumented(paths, expected);
    for (const [method, path] of expected) {
      if (method === 'post')
        expect(paths[path]![method]!.requestBody, `${path} body`).toBeDefined();
    }
  });
});
