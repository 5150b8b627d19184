import { describe, expect, it } from 'vitest';
import { createBuyer, GOOD_PASSWORD } from '../test-support/sessions';
import { useTestApi } from '../test-support/use-test-api';

describe('CSRF: state-changing browser calls need a same-origin proof', () => {
  const api = useTestApi({ seed: false });
  const login = (headers: Record<string, string | undefined>) =>
    api.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: Object.fromEntries(
        Object.entries(headers).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
      payload: { email: 'csrf@example.com', password: GOOD_PASSWORD },
    });

  it('refuses a foreign or null Origin and Sec-Fetch-Site cross-site or same-site', async () => {
    await createBuyer(api.db.handle.db, { email: 'csrf@example.com', password: GOOD_PASSWORD });
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await login(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'CSRF_REJECTED',
        message: 'This request did not come from the Reprise site, so it was refused.',
      });
      expect(response.cookies).toEqual([]);
    }
  });

  it('lets a same-origin browser call and a header-less API client through', async () => {
    for (const headers of [
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:3000' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ]) {
      expect((await login(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('accepts the request’s own origin when the host differs from PUBLIC_BASE_URL', async () => {
    const response = await login({ host: '127.0.0.1:4000', origin: 'http://127.0.0.1:4000' });
    expect(response.statusCode).toBe(200);
  });

  it('applies to every state-changing call, and not to reads clients post', async () => {
    const foreign = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    for (const url of [
      '/api/logout',
      '/api/favorities/save',
      '/api/setCookies',
      '/api/save-profile',
    ]) {
      const response = await api.app.inject({ method: 'POST', url, headers: foreign, payload: {} });
      expect(response.statusCode, url).toBe(403);
    }
    // A visitor arriving from a search engine renders pages whose loaders post these reads.
    const graphql = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: foreign,
      payload: { query: '{ allTicketingSystems { id } }' },
    });
    expect(graphql.statusCode).toBe(200);
    const tokenCheck = await api.app.inject({
      method: 'POST',
      url: '/api/reset-password-token-check',
      headers: foreign,
      payload: { token: 'unknown-token' },
    });
    expect(tokenCheck.json().code).toBe('TOKEN_INVALID');
    const read = await api.app.inject({
      method: 'POST',
      url: '/api/category/list',
      headers: foreign,
    });
    expect(read.statusCode).toBe(200);
  });
});
