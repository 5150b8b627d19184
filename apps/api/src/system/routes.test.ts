import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerApi } from '../app/register-api';
import {
  buildTestApi,
  TEST_PUBLIC_BASE_URL,
  TEST_SESSION_SECRET,
} from '../test-support/build-test-api';
import { WarmUp } from './warm-up';

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

  it('is not ready while the copy warms up, and ready once every step settled', async () => {
    const db = await createTestDatabase({ migrate: true, seed: true });
    const app = Fastify({ logger: false });
    // The composition root's warm-up: the API adds its search index, here a held page render.
    const warmUp = new WarmUp(app.log);
    app.decorate('warmUp', warmUp);
    const mail = { outboxDir: join(tmpdir(), 'reprise-warm-up-outbox'), from: 'no-reply@x.test' };
    await app.register(
      (api) =>
        registerApi(api, {
          database: db.handle,
          sessionSecret: TEST_SESSION_SECRET,
          publicBaseUrl: TEST_PUBLIC_BASE_URL,
          mail,
        }),
      { prefix: '/api' },
    );
    let renderHome: () => void = () => {};
    warmUp.run('home page', () => new Promise<void>((resolve) => (renderHome = resolve)));
    await app.ready();
    try {
      const warming = await app.inject('/api/ready');
      expect(warming.statusCode).toBe(503);
      expect(warming.json()).toMatchObject({ code: 'NOT_READY' });
      expect(warming.json().message).toContain('home page');
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      renderHome();
      await warmUp.done();
      expect(warmUp.running).toEqual([]);
      expect((await app.inject('/api/ready')).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});
