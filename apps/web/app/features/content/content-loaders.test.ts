import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiRequestError } from '../../lib/api-client';
import { loadContentPage, loadFaqPage, loadStaticPage, pageSlugOf } from './content-loaders';

const page = (slug: string) => ({
  slug,
  title: slug,
  body_html: '<p>x</p>',
  anchors: [],
  updated_at: '2026-01-01T00:00:00.000Z',
});

function fakeApi(): ApiClient & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const get = vi.fn(async (path: string, query?: Record<string, unknown>) => {
    calls.push([path, query]);
    if (path === '/api/getPageDetails') {
      if (query?.page === 'missing') throw new ApiRequestError(404, { code: 'NOT_FOUND' });
      return { data: page(String(query?.page)) };
    }
    if (path === '/api/getFaqList') return { data: [] };
    if (path === '/api/getMetaContent')
      return { data: { page: query?.page, meta_title: `T ${query?.page}`, meta_description: 'D' } };
    throw new Error(path);
  });
  return { get, calls } as unknown as ApiClient & { calls: unknown[][] };
}

const request = (path: string) => new Request(`http://localhost${path}`);

describe('content loaders', () => {
  it('reads the page slug after any country prefix', () => {
    expect(pageSlugOf(request('/uk/return-policy'))).toBe('return-policy');
    expect(pageSlugOf(request('/cookies?x=1'))).toBe('cookies');
  });

  it('tells /press from /faq by path', async () => {
    const press = await loadFaqPage(fakeApi(), request('/uk/press'));
    expect(press.kind).toBe('press');
    expect(press.meta.title).toBe('T page:press');
    const faq = await loadFaqPage(fakeApi(), request('/faq'));
    expect(faq.kind).toBe('faq');
    expect(faq.meta.title).toBe('T faq');
  });

  it('loads a static page with its meta, and 404s a path that is not one', async () => {
    const data = await loadStaticPage(fakeApi(), request('/privacy-policy'));
    expect(data.page.slug).toBe('privacy-policy');
    expect(data.meta.title).toBe('T page:privacy-policy');
    await expect(loadStaticPage(fakeApi(), request('/about'))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it('turns the API 404 of an unknown page into a 404 page', async () => {
    await expect(loadContentPage(fakeApi(), 'missing')).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
