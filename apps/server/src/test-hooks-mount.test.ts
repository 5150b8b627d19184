import { ReadCache } from '@reprise/api/cache/read-cache';
import {
  eventWithListings,
  newSession,
  postHold,
} from '@reprise/api/test-support/checkout/checkout-fixtures';
import { mountTestHooks } from '@reprise/api/test-support/checkout/test-hook-routes';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';
import { loadEnv } from './env';

const TEST_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

// The e2e server's test entry (e2e/support/test-server-main.ts) is the production start plus
// mountTestHooks; this is the same composition without the web app.
describe('test-only calls on a whole server', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.dispose());

  async function server(withHooks: boolean) {
    const readCache = new ReadCache();
    const app = await buildServer({
      env: loadEnv({ LOG_LEVEL: 'silent', RATE_LIMIT_ALLOW_LIST: '127.0.0.1' }),
      database: db.handle,
      sessionSecret: TEST_SECRET,
      readCache,
      logger: false,
    });
    if (withHooks) {
      await mountTestHooks(app, { database: db.handle, cache: readCache, now: () => new Date() });
    }
    return app;
  }

  it('do not exist on the production composition', async () => {
    const app = await server(false);
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-hooks/holds/999999999/expire-in',
      payload: { seconds: 1 },
    });
    await app.close();
    expect(response.statusCode).toBe(404);
  });

  it('move a hold’s clock, and answer bad input with the API’s codes', async () => {
    const app = await server(true);
    const { ids } = await eventWithListings(db.handle.db, [
      { section: 'A', quantity: 2, priceMinor: 1_000, currency: 'GBP' },
    ]);
    const held = await postHold(app, { listingId: ids[0], quantity: 1, sessionId: newSession() });
    expect(held.statusCode, held.body).toBe(201);
    const expireIn = (holdId: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/test-hooks/holds/${holdId}/expire-in`, payload });

    const moved = await expireIn(held.json().data.id, { seconds: -1 });
    const badBody = await expireIn(held.json().data.id, { seconds: 'soon' });
    const noHold = await expireIn('999999999', { seconds: 1 });
    await app.close();

    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.status).toBe('expired');
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().code).toBe('VALIDATION_FAILED');
    expect(noHold.statusCode).toBe(404);
    expect(noHold.json().code).toBe('HOLD_NOT_FOUND');
  });
});
