import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { withPageCountry } from './page-load';

function context(paths: string[]) {
  const apiFetch = async (path: string) => {
    paths.push(path);
    return new Response('{"data":{"title":"About us"}}', {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { apiFetch } as unknown as AppLoadContext;
}

describe('withPageCountry', () => {
  it("answers the URL's country beside what the page reads with the request's API", async () => {
    const paths: string[] = [];
    const page = await withPageCountry(
      { params: { countryCode: 'uk' }, context: context(paths) },
      async (api) => ({ page: (await api.get<{ data: { title: string } }>('/api/page')).data }),
    );
    expect(page).toEqual({ countryCode: 'uk', page: { title: 'About us' } });
    expect(paths).toEqual(['/api/page']);
  });

  it('answers null without a country prefix', async () => {
    const page = await withPageCountry({ params: {}, context: context([]) }, async () => ({}));
    expect(page).toEqual({ countryCode: null });
  });

  it('is a 404 for an unknown country prefix, before anything is read', async () => {
    const load = vi.fn(async () => ({}));
    await expect(
      withPageCountry({ params: { countryCode: 'zz' }, context: context([]) }, load),
    ).rejects.toMatchObject({ init: { status: 404 } });
    expect(load).not.toHaveBeenCalled();
  });
});
