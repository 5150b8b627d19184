import {
  findLeak,
  fuzzSeed,
  hostileText,
  wellFormed,
} from '@reprise/api/test-support/fuzz/hostile-values';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';
import { loadEnv } from './env';
import { mountDevelopmentWeb } from './web-dev';

// Hostile page requests that once answered 500 (ADR 0012), on the real web app
// (rendered by Vite in-process, as `npm run dev` does), and fuzzing of every page route.

/** A page body without the module URLs development mode links to (Vite serves /@fs/… paths). */
const pageText = (body: string) =>
  body.replace(/["'(][^"'()\s]*(\/@fs\/|\/@vite|\/@id\/|node_modules)[^"'()\s]*["')]/g, '""');

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const LONG = 'a'.repeat(300);

let database: TestDatabase;
let app: FastifyInstance;
let closeVite: () => Promise<void> = async () => {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildServer({
    env: loadEnv({ LOG_LEVEL: 'silent', RATE_LIMIT_ALLOW_LIST: '127.0.0.1' }),
    database: database.handle,
    sessionSecret: SECRET,
    logger: false,
    mountWeb: async (instance, web) => {
      closeVite = await mountDevelopmentWeb(instance, web);
    },
  });
  await app.ready();
  // The first render compiles every module: keep that out of the 2 s bound below.
  expect((await app.inject('/')).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await closeVite();
  await database?.dispose();
});

describe('hostile page requests that once failed server-side', () => {
  it.each([
    '/venue/%00',
    '/concerts/rock/a%00b',
    `/venue/${LONG}`,
    `/concerts/rock/${LONG}`,
    `/concerts/${LONG}`,
    `/see-all/performers/sports/${LONG}`,
    `/sitemap/sports/${LONG}`,
    '/see-all?query=%F0%9F%98%80',
    '/see-all?query=%F0%9F%98%80&page=-1',
    `/see-all?query=${LONG}`,
    `/cities/${LONG}`,
    `/blog/${LONG}`,
  ])('%s answers 4xx, never 500', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode, response.body.slice(0, 500)).toBeGreaterThanOrEqual(200);
    expect(response.statusCode).toBeLessThan(500);
    expect(findLeak(pageText(response.body))).toBeNull();
  });

  it('a search the API refuses shows the API’s reason on the 400 page', async () => {
    const response = await app.inject('/see-all?query=%F0%9F%98%80');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('We couldn’t read that address');
  });

  it('an over-long genre segment is the same 404 on /see-all/performers and /sitemap', async () => {
    const seeAll = await app.inject(`/see-all/performers/sports/${LONG}`);
    const sitemap = await app.inject(`/sitemap/sports/${LONG}`);
    expect(seeAll.statusCode).toBe(404);
    expect(sitemap.statusCode).toBe(404);
  });

  it('TRACE on a page answers 405 with Allow and shows no internal message', async () => {
    const response = await app.inject({ method: 'TRACE', url: '/concerts' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect(response.body).not.toMatch(/Invalid request method|Error|at \w+ \(/);
  });
});

// Templates of every route of apps/web/app/routes.ts; each :name takes a hostile value.
const PAGE_ROUTES = [
  '/:a',
  '/:a/:b',
  '/:a/:b/:c',
  '/concerts/:b/:c/:d',
  '/sports/:b/:c/:d/checkout',
  '/uk/:a/:b',
  '/venue/:a',
  '/cities/:a',
  '/blog/:a',
  '/sitemap/:a/:b',
  '/see-all/genres/:a',
  '/see-all/performers/:a/:b',
  '/set-password/:a',
  '/auth/:a/callback',
  '/see-all',
  '/about',
];
const RUNS_PER_ROUTE = Number(process.env.FUZZ_PAGE_RUNS ?? 25);

describe('fuzzing every page route', () => {
  it('never answers 5xx, slowly, or with a stack, SQL or a path', async () => {
    const seed = fuzzSeed('Page fuzz');
    let total = 0;
    for (const [index, template] of PAGE_ROUTES.entries()) {
      const names = [...template.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const input = fc.record({
        segments: fc.tuple(...names.map(() => hostileText)),
        query: fc.dictionary(
          fc.constantFrom('query', 'page', 'sort', 'quantity', 'currency', 'x'),
          hostileText,
          { maxKeys: 3 },
        ),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ segments, query }) => {
          let path = template;
          names.forEach((name, i) => {
            path = path.replace(`:${name}`, encodeURIComponent(wellFormed(segments[i] || 'x')));
          });
          const search = new URLSearchParams(query).toString();
          const url = search ? `${path}?${search}` : path;
          const started = performance.now();
          const response = await app.inject(url);
          const elapsed = performance.now() - started;
          if (response.statusCode >= 500) {
            throw new Error(`${url} answered ${response.statusCode}`);
          }
          if (elapsed >= 2_000) throw new Error(`${url} took ${Math.round(elapsed)} ms`);
          const leak = findLeak(pageText(response.body));
          if (leak) throw new Error(`${url} leaked: ${leak}`);
        }),
        { seed: seed + index, numRuns: RUNS_PER_ROUTE },
      );
      total += RUNS_PER_ROUTE;
    }
    console.log(`Page fuzz: ${total} cases over ${PAGE_ROUTES.length} route templates`);
  }, 240_000);
});
