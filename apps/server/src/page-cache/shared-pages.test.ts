import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { ReadCache } from '@reprise/api/cache/read-cache';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountReactRouter, type WebRequestHandler } from '../react-router-adapter';
import { PageCache } from './page-cache';

// The adapter with a real page cache and read cache, and a stand-in for React Router that renders
// what the visitor's request says: the currency cookie, whether a session cookie came along, and
// data read through the API in-process (so through the read cache and its tags).

interface Seen {
  cookie: string | null;
  url: string;
  origin: string | null;
  userAgent: string | null;
}

let app: FastifyInstance;
let readCache: ReadCache;
let renders: Seen[];
let listingsVersion: number;
let listingsTtlMs: number;
// What the next render does besides rendering.
let extra: ((context: AppLoadContext) => Promise<void> | void) | undefined;

const render: WebRequestHandler = async (request, context) => {
  const cookie = request.headers.get('cookie');
  renders.push({
    cookie,
    url: request.url,
    origin: request.headers.get('origin'),
    userAgent: request.headers.get('user-agent'),
  });
  await extra?.(context);
  const listings = (await (await context.apiFetch('/api/listings')).json()) as { v: number };
  const currency = /currency_to=(\w+)/.exec(cookie ?? '')?.[1] ?? 'GBP';
  const who = /access_token|userObject|refresh_token/.test(cookie ?? '') ? 'signed-in' : 'anon';
  const html =
    `<!doctype html><html><body><p id="price">${currency} ${who} v${listings.v}</p>` +
    `<script nonce="${context.nonce}">window.__state = ${JSON.stringify({ currency })}</script>` +
    '</body></html>';
  // As entry.server.tsx does: a complete document goes to the adapter whole, any other as React's
  // Node stream; the Response has no body.
  if (context.document.complete) {
    context.document.send(Buffer.from(html));
  } else {
    const body = new PassThrough();
    body.end(html);
    context.document.send(body);
  }
  return new Response(null, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

beforeEach(async () => {
  renders = [];
  listingsVersion = 1;
  listingsTtlMs = 30_000;
  extra = undefined;
  readCache = new ReadCache();
  app = Fastify({ logger: false });
  app.get('/api/listings', async () =>
    readCache.get('listings', { ttlMs: listingsTtlMs, tags: ['listings'] }, async () => ({
      v: listingsVersion,
    })),
  );
  app.get('/api/where-am-i', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { country: 'gb' };
  });
  app.post('/api/sign-in', async (_request, reply) => {
    reply.header('set-cookie', 'access_token=new; Path=/; HttpOnly');
    return { ok: true };
  });
  await mountReactRouter(app, {
    getHandler: async () => render,
    mode: 'production',
    api: app,
    publicBaseUrl: 'http://reprise.test',
    pageCache: new PageCache({ maxBytes: 1024 * 1024, readCache }),
  });
  await app.ready();
});
afterEach(() => app.close());

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const price = (body: string) => /<p id="price">([^<]*)<\/p>/.exec(body)?.[1];

describe('the rendered-page cache', () => {
  it('renders an anonymous page once and serves it to the next visitor with the same key', async () => {
    const first = await get('/sports');
    const second = await get('/sports', '_ga=GA1.2.3; theme=dark');
    expect(renders).toHaveLength(1);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(price(second.body)).toBe('GBP anon v1');
    expect(second.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, must-revalidate$/,
    );
    expect(second.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(second.headers.etag).toMatch(/^W\/"/);
  });

  it('never serves one currency’s page to another', async () => {
    const eur = await get('/sports', 'currency_to=EUR; currency_symbol=%E2%82%AC');
    const gbp = await get('/sports', 'currency_to=GBP; currency_symbol=%C2%A3');
    const eurAgain = await get('/sports', 'currency_symbol=%E2%82%AC; currency_to=EUR');
    const gbpAgain = await get('/sports', 'currency_to=GBP; currency_symbol=%C2%A3');
    expect([eur, gbp, eurAgain, gbpAgain].map((r) => price(r.body))).toEqual([
      'EUR anon v1',
      'GBP anon v1',
      'EUR anon v1',
      'GBP anon v1',
    ]);
    expect(renders).toHaveLength(2);
    expect([eurAgain, gbpAgain].map((r) => r.headers['x-page-cache'])).toEqual(['hit', 'hit']);
  });

  it.each(['access_token=abc', 'userObject=%7B%22id%22%3A7%7D', 'refresh_token=r'])(
    'gives a request with %s the page rendered without any session, and keeps it private',
    async (session) => {
      // A signed-in visitor is sent the shared page (rendering it if need be): the render sees
      // only the vary cookies, so nothing of the visitor can be in it,
      const first = await get('/sports', `currency_to=EUR; ${session}`);
      expect(price(first.body)).toBe('EUR anon v1');
      expect(first.headers['x-page-cache']).toBe('miss');
      // and their browser alone keeps it.
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const anonymous = await get('/sports', 'currency_to=EUR');
      expect(anonymous.headers['x-page-cache']).toBe('hit');
      expect(anonymous.headers['cache-control']).toMatch(/^public,/);
      const again = await get('/sports', `currency_to=EUR; ${session}`);
      expect(again.headers['x-page-cache']).toBe('hit');
      expect(again.body).toBe(first.body);
      expect(renders.map((seen) => seen.cookie)).toEqual(['currency_to=EUR']);
    },
  );

  it('renders a personal page for the signed-in visitor, and at once on their next request', async () => {
    extra = (context) => context.markPersonal();
    const first = await get('/myaccount', 'currency_to=EUR; access_token=abc');
    expect(price(first.body)).toBe('EUR signed-in v1');
    expect(first.headers['x-page-cache']).toBe('bypass');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['content-security-policy']).toMatch(/'nonce-/);
    // The shared attempt saw no session; the personal render saw the visitor's.
    expect(renders.map((seen) => /access_token/.test(seen.cookie ?? ''))).toEqual([false, true]);
    const again = await get('/myaccount', 'currency_to=EUR; access_token=abc');
    expect(price(again.body)).toBe('EUR signed-in v1');
    expect(renders.map((seen) => /access_token/.test(seen.cookie ?? ''))).toEqual([
      false,
      true,
      true,
    ]);
    // Nobody else is ever given it.
    const anonymous = await get('/myaccount', 'currency_to=EUR');
    expect(price(anonymous.body)).toBe('EUR anon v1');
    expect(anonymous.headers['x-page-cache']).toBe('bypass');
  });

  it.each([
    ['a route’s data', 'GET', '/sports.data?_routes=root'],
    ['a form post', 'POST', '/sports'],
  ])('renders %s for the signed-in visitor alone', async (_what, method, url) => {
    await get('/sports', 'currency_to=EUR');
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: 'currency_to=EUR; access_token=abc' },
    });
    expect(price(answer.body)).toBe('EUR signed-in v1');
    expect(answer.headers['x-page-cache']).toBe('bypass');
  });

  it('lets the render see only the vary cookies and the normalised URL, nothing of the visitor', async () => {
    await get('/see-all?utm_source=mail&query=taylor&fbclid=1', 'theme=dark; countryCode=gb', {
      origin: 'http://reprise.test',
      'user-agent': 'Mozilla/5.0',
    });
    expect(renders[0]).toEqual({
      cookie: 'countryCode=gb',
      url: 'http://localhost/see-all?query=taylor',
      origin: null,
      userAgent: null,
    });
    // Campaign and click ids do not split the cache.
    const other = await get('/see-all?query=taylor&utm_campaign=onsale&gclid=9', 'countryCode=gb');
    expect(other.headers['x-page-cache']).toBe('hit');
  });

  it('keeps nothing a loader marks personal, or that read a private API answer', async () => {
    extra = (context) => context.markPersonal();
    const marked = await get('/sports');
    extra = async (context) => {
      await context.apiFetch('/api/where-am-i');
    };
    const located = await get('/sports');
    extra = undefined;
    const plain = await get('/sports');
    expect([marked, located, plain].map((r) => r.headers['x-page-cache'])).toEqual([
      'bypass',
      'bypass',
      'miss',
    ]);
    expect(marked.headers['cache-control']).toBe('private, no-store');
    expect(renders).toHaveLength(3);
  });

  it('keeps no page whose render set a cookie', async () => {
    extra = async (context) => {
      await context.apiFetch('/api/sign-in', { method: 'POST' });
    };
    const first = await get('/sports');
    expect(first.headers['set-cookie']).toEqual(['access_token=new; Path=/; HttpOnly']);
    expect(first.headers['x-page-cache']).toBe('bypass');
    extra = undefined;
    expect((await get('/sports')).headers['set-cookie']).toBeUndefined();
    expect(renders).toHaveLength(2);
  });

  it('drops a page when the data it shows is invalidated, and only then', async () => {
    await get('/sports');
    readCache.invalidate('genres');
    expect((await get('/sports')).headers['x-page-cache']).toBe('hit');
    listingsVersion = 2;
    readCache.invalidate('listings');
    const after = await get('/sports');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(price(after.body)).toBe('GBP anon v2');
  });

  it('serves a page past its data’s TTL while one render in the background replaces it', async () => {
    listingsTtlMs = 150;
    await get('/sports');
    await new Promise((resolve) => setTimeout(resolve, 200));
    listingsVersion = 2;
    const stale = await get('/sports');
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(price(stale.body)).toBe('GBP anon v1');
    expect(stale.headers['cache-control']).toBe('public, max-age=0, s-maxage=0, must-revalidate');
    // Visitors arriving while it renders get the stale copy too; only one render runs.
    const alsoStale = await get('/sports');
    expect(alsoStale.headers['x-page-cache']).toBe('stale');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fresh = await get('/sports');
    expect(fresh.headers['x-page-cache']).toBe('hit');
    expect(price(fresh.body)).toBe('GBP anon v2');
    expect(renders).toHaveLength(2);
  });

  it('never serves an invalidated page stale', async () => {
    listingsTtlMs = 150;
    await get('/sports');
    await new Promise((resolve) => setTimeout(resolve, 200));
    listingsVersion = 2;
    readCache.invalidate('listings');
    const after = await get('/sports');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(price(after.body)).toBe('GBP anon v2');
  });

  it('renders once for many visitors arriving together', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/concerts')));
    expect(renders).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  });

  it('answers 304 to a matching If-None-Match, and sends the encoding asked for', async () => {
    const first = await get('/sports');
    const notModified = await get('/sports', undefined, {
      'if-none-match': first.headers.etag as string,
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const br = await app.inject({ url: '/sports', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('allows a shared page’s own inline scripts by hash, never by a reusable nonce', async () => {
    const page = await get('/sports');
    const csp = page.headers['content-security-policy'] as string;
    const script = /<script[^>]*>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toContain('nonce-');
  });
});
