import { describe, expect, it } from 'vitest';
import { expectBadField, expectNotFound, injectJson } from '../test-support/inject-expect';
import { useTestApi } from '../test-support/use-test-api';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('content routes', () => {
  const api = useTestApi();
  const postForm = (url: string, payload: string) =>
    api.app.inject({ method: 'POST', url, headers: FORM, payload });
  const postJson = (url: string, payload?: object) =>
    api.app.inject({ method: 'POST', url, payload });

  describe('POST /homebanner', () => {
    it('lists active banners in order with CDN image URLs, by form POST and GET', async () => {
      const post = await postForm('/api/homebanner', '');
      expect(post.statusCode).toBe(200);
      const { data } = post.json() as { data: { image_url: string; position: number }[] };
      expect(data.length).toBeGreaterThanOrEqual(3);
      expect(data.map((b) => b.position)).toEqual(
        [...data.map((b) => b.position)].sort((a, b) => a - b),
      );
      for (const banner of data) expect(banner.image_url).toMatch(/^\/api\/img\/banners\/.+\.svg$/);
      const get = await api.app.inject('/api/homebanner');
      expect(get.json()).toEqual(post.json());
    });
  });

  describe('POST /getMetaContent', () => {
    it('answers meta_title and meta_description for a page key, form or JSON', async () => {
      const form = await postForm('/api/getMetaContent', 'page=category%3Asports');
      expect(form.statusCode).toBe(200);
      expect(form.json().data).toMatchObject({
        page: 'category:sports',
        meta_title: expect.stringContaining('Sports'),
        meta_description: expect.any(String),
      });
      for (const page of [
        'home',
        'blog',
        'faq',
        'sitemap',
        'see-all',
        'page:about',
        'category:theatre',
      ]) {
        const json = await postJson('/api/getMetaContent', { page });
        expect(json.statusCode, page).toBe(200);
      }
      const get = await api.app.inject('/api/getMetaContent?page=home');
      expect(get.statusCode).toBe(200);
    });

    it('rejects a missing or malformed page and 404s an unknown one', async () => {
      expectBadField(await postJson('/api/getMetaContent'), 'page');
      expectBadField(await postJson('/api/getMetaContent', { page: '<b>' }), 'page');
      expectBadField(await postJson('/api/getMetaContent', { page: 5 }), 'page');
      expectNotFound(await postJson('/api/getMetaContent', { page: 'nope' }), 'page');
    });
  });

  describe('POST /getBlogContent', () => {
    it('lists posts newest first with paging', async () => {
      const all = await postForm('/api/getBlogContent', '');
      expect(all.statusCode).toBe(200);
      const list = all.json().data as {
        posts: { published_at: string; slug: string }[];
        totalCount: number;
      };
      expect(list.totalCount).toBeGreaterThanOrEqual(6);
      const times = list.posts.map((p) => Date.parse(p.published_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(list.posts[0]).not.toHaveProperty('body_html');

      const page2 = await postJson('/api/getBlogContent', { page: 2, limit: 2 });
      expect(page2.json().data).toMatchObject({ page: 2, limit: 2, totalCount: list.totalCount });
      const get = await api.app.inject('/api/getBlogContent?page=2&limit=2');
      expect(get.json()).toEqual(page2.json());
      expect(page2.json().data.posts.map((p: { slug: string }) => p.slug)).toEqual(
        list.posts.slice(2, 4).map((p) => p.slug),
      );
    });

    it('answers one post by slug or by id, and 404s an unknown one', async () => {
      const bySlug = await postForm('/api/getBlogContent', 'blogid=how-to-spot-fake-tickets');
      expect(bySlug.statusCode).toBe(200);
      const post = bySlug.json().data as { id: number; body_html: string; title: string };
      expect(post.title).toBe('How to Spot Fake Tickets Before You Buy');
      expect(post.body_html).toContain('<p>');
      const byId = await postJson('/api/getBlogContent', { blogid: post.id });
      expect(byId.json().data).toEqual(post);
      expectNotFound(await postJson('/api/getBlogContent', { blogid: 'nope' }), 'blogid');
      expectNotFound(await postJson('/api/getBlogContent', { blogid: 99999 }), 'blogid');
    });

    it('rejects bad paging and ids', async () => {
      const post = (payload: string) => postForm('/api/getBlogContent', payload);
      expectBadField(await post('page=xyz'), 'page');
      expectBadField(await post('page=0'), 'page');
      expectBadField(await post('limit=0'), 'limit');
      expectBadField(await post('limit=51'), 'limit');
      expectBadField(await post('blogid=%3Cscript%3E'), 'blogid');
    });
  });

  describe('GET /getFaqList', () => {
    it('answers the FAQ page topics in their fixed order', async () => {
      type Faq = { topic: string; answer_html: string };
      const { data } = await injectJson<{ data: Faq[] }>(api.app, '/api/getFaqList');
      expect(data).toHaveLength(15);
      expect(data[0]?.topic).toBe('eTransfer tickets');
      expect(data.at(-1)?.topic).toBe('Split payment');
      const cancelled = data.find((e) => e.topic === 'Cancelled event');
      expect(cancelled?.answer_html).toContain('1-2 weeks');
      for (const entry of data) expect(entry.answer_html).not.toMatch(/<script|onerror=/i);
    });

    it('answers a category page FAQ footer by slug', async () => {
      const { data } = await injectJson<{ data: unknown[] }>(
        api.app,
        '/api/getFaqList?category=sports',
      );
      expect(data.length).toBeGreaterThanOrEqual(3);
      expect(data.length).toBeLessThanOrEqual(4);
    });

    it('rejects malformed and 404s unknown categories', async () => {
      expectBadField(await api.app.inject('/api/getFaqList?category=Sports!'), 'category');
      expectNotFound(await api.app.inject('/api/getFaqList?category=cooking'), 'category');
    });
  });

  describe('GET /getPageDetails', () => {
    it('answers the return policy with its seven anchors, each an id in the body', async () => {
      type Page = { title: string; body_html: string; anchors: { id: string; title: string }[] };
      const { data: page } = await injectJson<{ data: Page }>(
        api.app,
        '/api/getPageDetails?page=return-policy',
      );
      expect(page.anchors.map((a) => a.title)).toEqual([
        'Refund',
        'Order Cancellation',
        'Cancelled Event',
        'Postponed Event',
        'COVID-19 Refund',
        'Vaccine Required',
        'Masks Required',
      ]);
      for (const anchor of page.anchors) expect(page.body_html).toContain(`id="${anchor.id}"`);
    });

    it('answers the privacy policy anchors and every static page', async () => {
      const privacy = await api.app.inject('/api/getPageDetails?page=privacy-policy');
      expect(privacy.json().data.anchors.map((a: { id: string }) => a.id)).toEqual([
        'applicability',
        'information-collected',
        'use',
        'sharing',
        'storage-and-security',
        'access-and-updating',
        'additional-info',
      ]);
      for (const page of ['about', 'press', 'cookies', 'terms-and-conditions']) {
        expect((await api.app.inject(`/api/getPageDetails?page=${page}`)).statusCode, page).toBe(
          200,
        );
      }
    });

    it('rejects a missing page and 404s an unknown one', async () => {
      expectBadField(await api.app.inject('/api/getPageDetails'), 'page');
      expectBadField(await api.app.inject('/api/getPageDetails?page='), 'page');
      expectNotFound(await api.app.inject('/api/getPageDetails?page=unknown-page'), 'page');
    });
  });

  describe('GET /getHeaderMenu', () => {
    it('answers US leagues and genres with slugs and paths', async () => {
      type Menu = {
        region: string;
        leagues: { id: number; title: string; slug: string; path: string }[];
        genres: { title: string; path: string }[];
      };
      const { data: menu } = await injectJson<{ data: Menu }>(
        api.app,
        '/api/getHeaderMenu?region=us',
      );
      expect(menu.region).toBe('us');
      expect(menu.leagues.map((l) => l.title)).toEqual(['MLB', 'NBA', 'NHL', 'NFL']);
      expect(menu.leagues[0]).toMatchObject({ id: 104, slug: 'mlb', path: '/sports/mlb' });
      expect(menu.genres.map((g) => g.path)).toContain('/concerts/rb');
    });

    it('answers UK football leagues, defaults to all, rejects other regions', async () => {
      const uk = await api.app.inject('/api/getHeaderMenu?region=uk');
      expect(uk.json().data.leagues.map((l: { title: string }) => l.title)).toEqual([
        'Premier League',
        'La Liga',
        'Bundesliga',
      ]);
      expect(uk.json().data.leagues[0].path).toBe('/sports/epl');
      const all = await api.app.inject('/api/getHeaderMenu');
      expect(all.json().data.region).toBe('all');
      expect(all.json().data.leagues.length).toBeGreaterThan(0);
      expectBadField(await api.app.inject('/api/getHeaderMenu?region=fr'), 'region');
    });
  });

  it('GET /account-settings answers the profile menu links', async () => {
    const response = await api.app.inject('/api/account-settings');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.links).toEqual([
      { key: 'myaccount', title: 'My Account', path: '/myaccount' },
      { key: 'mytickets', title: 'My Tickets', path: '/mytickets' },
      { key: 'favorites', title: 'Favorites', path: '/favorites' },
    ]);
  });

  describe('POST /getCarouselData', () => {
    it('answers every carousel in order with their fixed page sizes and radii', async () => {
      const response = await postJson('/api/getCarouselData', {});
      expect(response.statusCode).toBe(200);
      const data = response.json().data as {
        key: string;
        page_size: number;
        radius: number | null;
      }[];
      expect(data.map((c) => c.key)).toEqual([
        'whats-hot',
        'live-near',
        'genre',
        'categories',
        'sports',
        'concerts',
        'theater',
      ]);
      expect(data[0]).toMatchObject({ title: "What's Hot", page_size: 6, radius: 50 });
      expect(data[1]).toMatchObject({ title: 'Live Near', page_size: 8, radius: 250 });
    });

    it('filters by keys from JSON or a comma-separated form field', async () => {
      const json = await postJson('/api/getCarouselData', { keys: ['sports', 'whats-hot'] });
      expect(json.json().data.map((c: { key: string }) => c.key)).toEqual(['whats-hot', 'sports']);
      const form = await postForm('/api/getCarouselData', 'keys=live-near,theater');
      expect(form.json().data.map((c: { key: string }) => c.key)).toEqual(['live-near', 'theater']);
      const none = await postJson('/api/getCarouselData');
      expect(none.json().data).toHaveLength(7);
    });

    it('rejects unknown keys and empty lists', async () => {
      expectBadField(await postJson('/api/getCarouselData', { keys: ['nope'] }), 'keys.0');
      expectBadField(await postJson('/api/getCarouselData', { keys: [] }), 'keys');
    });
  });
});
