import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { loadSignedInPage, signedInPageHeaders } from './signed-in-page';

const ADA = { id: 5, first_name: 'Ada', last_name: 'Byron' };

function request(cookie?: string) {
  return { headers: new Map(cookie ? [['cookie', cookie]] : []) } as unknown as Request;
}
const signedIn = request(`userObject=${encodeURIComponent(JSON.stringify(ADA))}`);

describe('loadSignedInPage (the one gate of login-required pages)', () => {
  it('does not call the API for an anonymous visitor', async () => {
    const load = vi.fn();
    expect(await loadSignedInPage(request(), load)).toEqual({ status: 'anonymous' });
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the page for the cookie's buyer", async () => {
    const load = vi.fn(async (user: typeof ADA) => `data of ${user.id}`);
    expect(await loadSignedInPage(signedIn, load)).toEqual({
      status: 'ready',
      user: ADA,
      data: 'data of 5',
    });
  });

  it('asks the browser to refresh an expired session, and lets other failures through', async () => {
    const expired = () => Promise.reject(new ApiRequestError(401, { code: 'UNAUTHENTICATED' }));
    expect(await loadSignedInPage(signedIn, expired)).toEqual({ status: 'refresh' });
    const broken = () => Promise.reject(new ApiRequestError(500, { code: 'INTERNAL' }));
    await expect(loadSignedInPage(signedIn, broken)).rejects.toMatchObject({ status: 500 });
  });

  it('keeps every login-required page out of all caches', () => {
    expect(signedInPageHeaders()).toEqual({ 'Cache-Control': 'private, no-store' });
  });
});
