import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from '../test-support/build-test-api';
import { IN_PROCESS_HEADER, IN_PROCESS_SECRET } from './in-process';
import type { RateLimitSettings } from './rate-limits';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.dispose());

const SEARCH = '/api/searchPerformer?name=ab';

async function apiWith(rateLimits: Partial<RateLimitSettings>): Promise<FastifyInstance> {
  return buildTestApi(database.handle, {
    rateLimits: {
      globalPerMinute: 1_000,
      searchPerMinute: 1_000,
      graphqlPerMinute: 1_000,
      allowList: [],
      ...rateLimits,
    },
  });
}

/** `count` requests fired together, as one second of a 300 requests/s client would arrive. */
async function burst(app: FastifyInstance, url: string, count: number, remoteAddress: string) {
  const responses = await Promise.all(
    Array.from({ length: count }, () => app.inject({ url, remoteAddress })),
  );
  return responses;
}

describe('global and per-call budgets', () => {
  it('answers 300 search requests a second from one IP with 429 past the search budget', async () => {
    const app = await apiWith({ searchPerMinute: 100 });
    try {
      const responses = await burst(app, SEARCH, 300, '10.9.0.1');
      const ok = responses.filter((r) => r.statusCode === 200);
      const refused = responses.filter((r) => r.statusCode === 429);
      expect(ok).toHaveLength(100);
      expect(refused).toHaveLength(200);
      const first = refused[0]!;
      expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
      expect(first.headers['ratelimit-limit']).toBe('100');
      expect(first.headers['ratelimit-remaining']).toBe('0');
      expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(first.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^Too many requests from your address\. Please wait 1 minute/,
        ),
      });
      expect(ok[0]!.headers['ratelimit-limit']).toBe('100');
      // Another address has its own budget.
      const other = await app.inject({ url: SEARCH, remoteAddress: '10.9.0.2' });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts every API call against the global budget, but never the health and readiness probes', async () => {
    const app = await apiWith({ globalPerMinute: 20 });
    try {
      const calls = await burst(app, '/api/category/list', 25, '10.9.1.1');
      expect(calls.filter((r) => r.statusCode === 429)).toHaveLength(5);
      for (const probe of ['/api/health', '/api/ready']) {
        const answer = await app.inject({ url: probe, remoteAddress: '10.9.1.1' });
        expect(answer.statusCode, probe).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('skips the global budget for the page renderer and for allow-listed addresses', async () => {
    const app = await apiWith({ globalPerMinute: 5, allowList: ['10.9.2.9'] });
    try {
      const inProcess = await Promise.all(
        Array.from({ length: 10 }, () =>
          app.inject({
            url: '/api/category/list',
            remoteAddress: '10.9.2.1',
            headers: { [IN_PROCESS_HEADER]: IN_PROCESS_SECRET },
          }),
        ),
      );
      expect(inProcess.every((r) => r.statusCode === 200)).toBe(true);
      const forged = await burst(app, '/api/category/list', 6, '10.9.2.2');
      expect(forged.filter((r) => r.statusCode === 429)).toHaveLength(1);
      const allowed = await burst(app, '/api/category/list', 10, '10.9.2.9');
      expect(allowed.every((r) => r.statusCode === 200)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('limits GraphQL requests per IP', async () => {
    const app = await apiWith({ graphqlPerMinute: 3 });
    try {
      const post = () =>
        app.inject({
          method: 'POST',
          url: '/api/graphql',
          remoteAddress: '10.9.3.1',
          payload: { query: '{ countries { code } }' },
        });
      for (let i = 0; i < 3; i += 1) expect((await post()).statusCode).toBe(200);
      const over = await post();
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(over.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('budgets shared through Redis', () => {
  it('a second API copy on the same Redis sees the first one’s count', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    // A prefix of its own: runs in parallel (or left over) never share counters.
    const keyPrefix = `reprise-test-${randomUUID()}:`;
    const first = await apiWith({ searchPerMinute: 50, redis, keyPrefix });
    const second = await apiWith({ searchPerMinute: 50, redis, keyPrefix });
    try {
      const fromFirst = await burst(first, SEARCH, 30, '10.9.4.1');
      expect(fromFirst.every((r) => r.statusCode === 200)).toBe(true);
      const fromSecond = await burst(second, SEARCH, 30, '10.9.4.1');
      expect(fromSecond.filter((r) => r.statusCode === 200)).toHaveLength(20);
      expect(fromSecond.filter((r) => r.statusCode === 429)).toHaveLength(10);
      expect(await redis.keys(`${keyPrefix}*`)).not.toHaveLength(0);
    } finally {
      await first.close();
      await second.close();
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });
});
