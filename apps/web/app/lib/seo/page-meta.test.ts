import { describe, expect, it } from 'vitest';
import germanMessages from '../../../messages/de.json';
import { type ApiClient, ApiRequestError } from '../api-client';
import { storeMessages } from '../i18n/catalogue-store';
import { DEFAULT_META, loadMeta } from './load-meta';
import { baseUrlFromMatches, messageMeta, pageMeta } from './page-meta';

const BASE = 'https://reprise.example';

function canonicalOf(path: string): string | undefined {
  const tags = pageMeta({ title: 'T | Reprise', description: 'D', path, baseUrl: BASE });
  const link = tags.find((tag) => 'rel' in tag && tag.rel === 'canonical') as
    | { href: string }
    | undefined;
  return link?.href;
}

function content(tags: ReturnType<typeof pageMeta>, key: string): unknown {
  const tag = tags.find(
    (t) => ('property' in t && t.property === key) || ('name' in t && t.name === key),
  );
  return tag && 'content' in tag ? tag.content : undefined;
}

describe('pageMeta', () => {
  it('strips the country prefix and the query from the canonical link', () => {
    expect(canonicalOf('/uk/sports/epl?page=2')).toBe(`${BASE}/sports/epl`);
    expect(canonicalOf('/au')).toBe(`${BASE}/`);
    expect(canonicalOf('/see-all?query=arsenal')).toBe(`${BASE}/see-all`);
    expect(canonicalOf('/cities/london%2B12')).toBe(`${BASE}/cities/london+12`);
  });

  it('gives no canonical link for /404, /410, /_error and event pages', () => {
    expect(canonicalOf('/404')).toBeUndefined();
    expect(canonicalOf('/uk/410')).toBeUndefined();
    expect(canonicalOf('/_error')).toBeUndefined();
    expect(canonicalOf('/sports/epl/arsenal/arsenal-vs-chelsea+42')).toBeUndefined();
  });

  it('writes title, description, Open Graph with an absolute image and a Twitter card', () => {
    const tags = pageMeta({
      title: 'Blog | Reprise',
      description: 'News',
      path: '/uk/blog',
      baseUrl: BASE,
      image: '/api/img/blog/a.svg',
    });
    expect(tags[0]).toEqual({ title: 'Blog | Reprise' });
    expect(content(tags, 'description')).toBe('News');
    expect(content(tags, 'og:title')).toBe('Blog | Reprise');
    expect(content(tags, 'og:description')).toBe('News');
    expect(content(tags, 'og:url')).toBe(`${BASE}/blog`);
    expect(content(tags, 'og:type')).toBe('website');
    expect(content(tags, 'og:image')).toBe(`${BASE}/api/img/blog/a.svg`);
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
  });

  it('falls back to the default event image and keeps absolute images', () => {
    const fallback = pageMeta({ title: 't', path: '/', baseUrl: BASE });
    expect(content(fallback, 'og:image')).toBe(`${BASE}/img/events/live_1.webp`);
    const abs = pageMeta({ title: 't', path: '/', baseUrl: BASE, image: 'https://cdn.x/a.png' });
    expect(content(abs, 'og:image')).toBe('https://cdn.x/a.png');
  });

  it('reads the base URL from the root match', () => {
    expect(
      baseUrlFromMatches([
        { id: 'root', loaderData: { publicBaseUrl: BASE } },
        { id: 'routes/blog', loaderData: {} },
      ]),
    ).toBe(BASE);
    expect(baseUrlFromMatches([])).toBe('');
  });
});

function fakeApi(get: (path: string, query?: unknown) => Promise<unknown>): ApiClient {
  return { get } as unknown as ApiClient;
}

describe('loadMeta', () => {
  it('returns the title and description of a page key', async () => {
    const calls: unknown[] = [];
    const api = fakeApi(async (path, query) => {
      calls.push([path, query]);
      return { data: { page: 'blog', meta_title: 'Blog | Reprise', meta_description: 'News' } };
    });
    expect(await loadMeta(api, 'blog')).toEqual({ title: 'Blog | Reprise', description: 'News' });
    expect(calls).toEqual([['/api/getMetaContent', { page: 'blog' }]]);
  });

  it('falls back when the key is unknown', async () => {
    const api = fakeApi(async () => {
      throw new ApiRequestError(404, { code: 'NOT_FOUND', message: 'none' });
    });
    expect(await loadMeta(api, 'page:nope')).toEqual(DEFAULT_META);
    const own = { title: 'About | Reprise', description: 'About us' };
    expect(await loadMeta(api, 'page:about', own)).toEqual(own);
  });

  it('does not hide programming errors', async () => {
    const api = fakeApi(async () => {
      throw new TypeError('boom');
    });
    await expect(loadMeta(api, 'home')).rejects.toThrow('boom');
  });
});

describe('messageMeta', () => {
  it("gives the page's meta tags with its title and description in the root's language", () => {
    storeMessages('de', germanMessages);
    const meta = messageMeta('meta.allCities.title', 'meta.allCities.description');
    const tags = meta({
      matches: [{ id: 'root', loaderData: { language: 'de', publicBaseUrl: BASE } }],
      location: { pathname: '/uk/see-all/cities' },
    });
    expect(tags).toEqual(
      pageMeta({
        title: germanMessages['meta.allCities.title'],
        description: germanMessages['meta.allCities.description'],
        path: '/uk/see-all/cities',
        baseUrl: BASE,
      }),
    );
    expect(tags[0]).toEqual({ title: 'Alle Städte | Reprise' });
  });
});
