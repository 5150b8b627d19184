import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebRequestHandler } from './react-router-adapter';
import { buildPageServer } from './test-support/page-server';

let database: TestDatabase;
let app: FastifyInstance;

const page: WebRequestHandler = async () =>
  new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  app = await buildPageServer(page, {
    env: { RATE_LIMIT_PAGES_PER_MINUTE: '3', RATE_LIMIT_ALLOW_LIST: '10.8.0.9' },
    database: database.handle,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('the per-IP page budget', () => {
  it('answers 429 with Retry-After past the budget, per address', async () => {
    const visit = (url: string, remoteAddress: string) => app.inject({ url, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await visit(`/p${i}`, '10.8.0.1')).statusCode).toBe(200);
    const over = await visit('/p3', '10.8.0.1');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(over.body).toContain('<html lang="en">');
    expect(over.body).toContain(
      'Too many requests from your address. Please wait 1 minute and try again.',
    );
    // The API, built files, another address and allow-listed ones are not counted here.
    expect((await visit('/api/health', '10.8.0.1')).statusCode).toBe(200);
    expect((await visit('/favicon.ico', '10.8.0.1')).statusCode).not.toBe(429);
    expect((await visit('/robots.txt', '10.8.0.1')).statusCode).not.toBe(429);
    expect((await visit('/p0', '10.8.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await visit('/p', '10.8.0.9')).statusCode).toBe(200);
  });

  it('tells a visitor who reads German in German', async () => {
    const visit = (headers: Record<string, string>) =>
      app.inject({ url: '/p', remoteAddress: '10.8.0.3', headers });
    for (let i = 0; i < 3; i += 1) await visit({});
    const byHeader = await visit({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(byHeader.statusCode).toBe(429);
    expect(byHeader.body).toContain('<html lang="de">');
    expect(byHeader.body).toContain('Zu viele Anfragen von deiner Adresse. Bitte warte 1 Minute');
    // The language the visitor chose wins over the browser's.
    const byCookie = await visit({ 'accept-language': 'de', cookie: 'reprise_lang=fr' });
    expect(byCookie.body).toContain('Trop de requêtes depuis votre adresse.');
  });
});
