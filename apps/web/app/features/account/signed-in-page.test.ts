import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiRequestError } from '../../lib/api-client';
import { loadSignedInPage, signedInPageHeaders } from './signed-in-page';

const ADA = { id: 5, first_name: 'Ada', last_name: 'Byron' };

function request(cookie?: string) {
  return { headers: new Map(cookie ? [['cookie', cookie]] : []) } as unknown as Request;
}
const signedIn = request(`userObject=${encodeURIComponent(JSON.stringify(ADA))}`);

describe('loadSignedInPage (the one loader of login-required pages)', () => {
  function fakeContext() {
    const paths: string[] = [];
    const apiFetch = async (path: string) => {
      paths.push(path);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    };
    return { context: { apiFetch } as unknown as AppLoadContext, paths };
  }
  const args = (request: Request, params: { countryCode?: string } = {}) => ({
    request,
    params,
    context: fakeContext().context,
  });

  it('does not call the API for an anonymous visitor', async () => {
    const load = vi.fn();
    expect(await loadSignedInPage(args(request()), load)).toEqual({
      page: { status: 'anonymous' },
      countryCode: null,
    });
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the page for the cookie's buyer with the request's API client", async () => {
    const { context, paths } = fakeContext();
    const load = vi.fn(async (api: ApiClient, user: typeof ADA) => {
      await api.get('/api/profile');
      return `data of ${user.id}`;
    });
    expect(
      await loadSignedInPage({ request: signedIn, params: { countryCode: 'uk' }, context }, load),
    ).toEqual({ page: { status: 'ready', user: ADA, data: 'data of 5' }, countryCode: 'uk' });
    expect(paths).toEqual(['/api/profile']);
  });

  it('answers 404 for an unknown country prefix, before anything loads', async () => {
    const load = vi.fn();
    await expect(
      loadSignedInPage(args(signedIn, { countryCode: 'zz' }), load),
    ).rejects.toMatchObject({ init: { status: 404 } });
    expect(load).not.toHaveBeenCalled();
  });

  it('asks the browser to refresh an expired session, and lets other failures through', async () => {
    const expired = () => Promise.reject(new ApiRequestError(401, { code: 'UNAUTHENTICATED' }));
    expect((await loadSignedInPage(args(signedIn), expired)).page).toEqual({ status: 'refresh' });
    const broken = () => Promise.reject(new ApiRequestError(500, { code: 'INTERNAL' }));
    await expect(loadSignedInPage(args(signedIn), broken)).rejects.toMatchObject({ status: 500 });
  });

  it('keeps every login-required page out of all caches', () => {
    expect(signedInPageHeaders()).toEqual({ 'Cache-Control': 'private, no-store' });
  });
});
