import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApi } from '../test-support/build-test-api';

describe('health and readiness', () => {
  const opened: { db: TestDatabase; app: FastifyInstance }[] = [];
  async function start(migrate: boolean) {
    const db = await createTestDatabase({ migrate, seed: migrate });
    const app = await buildTestApi(db.handle);
    opened.push({ db, app });
    return app;
  }
  afterAll(async () => {
    for (const { db, app } of opened) {
      await app.close();
      await db.dispose();
    }
  });

  it('answers liveness and readiness on a migrated database', async () => {
    const app = await start(true);
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
  });

  it('is not ready before migrations are applied', async () => {
    const app = await start(false);
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'NOT_READY' });
  });
});
