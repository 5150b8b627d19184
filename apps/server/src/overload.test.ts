import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';
import { loadEnv } from './env';
import type { OverloadLimits } from './overload';
import { mountReactRouter, type WebRequestHandler } from './react-router-adapter';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.dispose());

async function serverWith(
  limits: Partial<OverloadLimits>,
  page: WebRequestHandler,
  env: Record<string, string> = {},
) {
  const app = await buildServer({
    env: loadEnv({ LOG_LEVEL: 'silent', ...env }),
    database: database.handle,
    sessionSecret: SECRET,
    logger: false,
    overload: limits,
    mountWeb: (instance, web) =>
      mountReactRouter(instance, {
        getHandler: async () => page,
        mode: 'production',
        api: instance,
        ...web,
      }),
  });
  await app.ready();
  return app;
}

const htmlPage: WebRequestHandler = async () =>
  new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });

async function untilRefused(app: FastifyInstance) {
  for (let i = 0; i < 100; i++) {
    if (app.isUnderPressure()) return;
    await sleep(10);
  }
  throw new Error('the server never came under pressure');
}

describe('overload protection', () => {
  it('answers pages and the API with a fast 503 and Retry-After, and keeps the probes up', async () => {
    // A heap limit of one byte: every sample after the first finds the copy overloaded.
    const app = await serverWith({ maxHeapUsedBytes: 1, sampleIntervalMs: 50 }, htmlPage);
    try {
      await untilRefused(app);
      const page = await app.inject('/sports');
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('We’re very busy');

      const api = await app.inject('/api/category/list');
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.json()).toMatchObject({
        code: 'OVERLOADED',
        requestId: api.headers['x-request-id'],
      });

      expect((await app.inject('/api/health')).statusCode).toBe(200);
      expect((await app.inject('/api/ready')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('lets a page it already admitted finish its API calls while it refuses newcomers', async () => {
    let underPressureDuringRender = false;
    let app: FastifyInstance | undefined;
    const busy = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {}
    };
    const slowPage: WebRequestHandler = async (_request, context) => {
      // Keep the event loop busy, past the limit, for several samples.
      for (let i = 0; i < 8; i++) {
        busy(40);
        await new Promise((resolve) => setImmediate(resolve));
      }
      busy(40);
      underPressureDuringRender = app?.isUnderPressure() ?? false;
      const categories = await context.apiFetch('/api/category/list');
      return new Response(`<p>${categories.status}</p>`, {
        headers: { 'content-type': 'text/html' },
      });
    };
    app = await serverWith({ maxEventLoopDelayMs: 20, sampleIntervalMs: 50 }, slowPage);
    try {
      const admitted = app.inject({ url: '/sports', headers: { cookie: 'access_token=t' } });
      await sleep(100);
      const newcomer = await app.inject('/concerts');
      const page = await admitted;
      expect(underPressureDuringRender).toBe(true);
      expect(newcomer.statusCode).toBe(503);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('<p>200</p>');
    } finally {
      await app.close();
    }
  });

  it('refuses a render past OVERLOAD_MAX_CONCURRENT_RENDERS at once, not after a queue', async () => {
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const slow: WebRequestHandler = async () => {
      await held;
      return new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });
    };
    const app = await serverWith({}, slow, { OVERLOAD_MAX_CONCURRENT_RENDERS: '2' });
    try {
      const first = app.inject('/sports');
      const second = app.inject({ url: '/concerts', headers: { cookie: 'access_token=t' } });
      await sleep(50);
      const third = await app.inject('/theater');
      expect(third.statusCode).toBe(503);
      expect(third.headers['retry-after']).toBe('5');
      expect(third.body).toContain('We’re very busy');
      finish();
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);
      // Places are given back: the next renders go through, and cached pages never queue.
      expect((await app.inject('/theater')).statusCode).toBe(200);
      expect((await app.inject('/sports')).headers['x-page-cache']).toBe('hit');
    } finally {
      await app.close();
    }
  });

  it('refuses nothing below its limits', async () => {
    const app = await serverWith({ maxEventLoopDelayMs: 1_000, sampleIntervalMs: 200 }, htmlPage);
    try {
      await sleep(450);
      expect((await app.inject('/sports')).statusCode).toBe(200);
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
