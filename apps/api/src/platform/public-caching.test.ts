import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPublicCaching, PUBLIC_CACHE } from './public-caching';

describe('public caching', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    installPublicCaching(app);
    app.get('/public', { config: PUBLIC_CACHE }, async () => ({ same: 'for everyone' }));
    app.get('/mine', async () => ({ favourites: [1, 2] }));
    app.get('/own', { config: PUBLIC_CACHE }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=5');
      return { own: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('gives an opted-in GET an ETag, a minute of max-age and a 304 on revalidation', async () => {
    const first = await app.inject('/public');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/public', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never lets a shared cache keep a GET that did not opt in', async () => {
    const response = await app.inject('/mine');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('leaves a route’s own Cache-Control alone', async () => {
    const response = await app.inject('/own');
    expect(response.headers['cache-control']).toBe('public, max-age=5');
  });
});
