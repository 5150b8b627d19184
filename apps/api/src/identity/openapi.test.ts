import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test-support/use-test-api';

type Operation = {
  tags?: string[];
  summary?: string;
  responses?: Record<string, unknown>;
  requestBody?: unknown;
};

describe('OpenAPI of the accounts and buyer routes', () => {
  const api = useTestApi({ seed: false, migrate: false });

  it('documents every call with tags, a summary and its success answer', async () => {
    const response = await api.app.inject('/api/docs/json');
    const paths = (response.json() as { paths: Record<string, Record<string, Operation>> }).paths;
    const expected: [string, string, string][] = [
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
    ];
    for (const [method, path, status] of expected) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
      expect(operation!.summary, `${method} ${path} summary`).toBeTruthy();
      if (status)
        expect(operation!.responses?.[status], `${method} ${path} ${status}`).toBeDefined();
      if (method === 'post') expect(operation!.requestBody, `${method} ${path} body`).toBeDefined();
    }
  });
});
