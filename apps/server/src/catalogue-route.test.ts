import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import de from '@reprise/web/messages/de.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebRequestHandler } from './react-router-adapter';
import { buildPageServer } from './test-support/page-server';

let database: TestDatabase;
let app: FastifyInstance;
let urls: Record<string, string>;

// A page that names the catalogue URLs its render was given, as the root loader hands one on.
const page: WebRequestHandler = async (_request, context) =>
  new Response(JSON.stringify(context.catalogueUrls), {
    headers: { 'content-type': 'text/html' },
  });

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  app = await buildPageServer(page, {
    env: { RATE_LIMIT_PAGES_PER_MINUTE: '2' },
    database: database.handle,
  });
  await app.ready();
  urls = JSON.parse((await app.inject('/some-page')).body);
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('the message catalogue files', () => {
  it('serve the URL a render is given: that language’s messages, JSON, cached for good', async () => {
    expect(Object.keys(urls).sort()).toEqual(['de', 'en', 'es', 'fr']);
    expect(urls.de).toMatch(/^\/i18n\/de\.[\w-]{12}\.json$/);
    const plain = await app.inject(urls.de ?? '');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    // A file named by its content is never revalidated: no validators, no document headers.
    expect(plain.headers.etag).toBeUndefined();
    expect(plain.headers['x-frame-options']).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(de);
  });

  it('are sent compressed as the client accepts, brotli first', async () => {
    const url = urls.de ?? '';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(de).length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(de);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(de);
  });

  it('answer a plain 404 for an unknown language or hash, never a page', async () => {
    const url = urls.de ?? '';
    for (const unknown of [
      url.replace('/de.', '/nl.'),
      url.replace(/\.[\w-]{12}\.json$/, '.000000000000.json'),
      '/i18n/de.json',
      '/i18n/',
    ]) {
      const answer = await app.inject(unknown);
      expect(answer.statusCode, unknown).toBe(404);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });

  it('cost nothing of the page budget', async () => {
    const url = urls.en ?? '';
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ url, remoteAddress: '10.9.0.1' })).statusCode).toBe(200);
    }
    // Pages do count: the budget of 2 holds here.
    const pages = [];
    for (let i = 0; i < 3; i += 1)
      pages.push(await app.inject({ url: '/p', remoteAddress: '10.9.0.1' }));
    expect(pages.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
  });
});
