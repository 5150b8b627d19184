import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

// Pools exist on PostgreSQL only: `npm run test:pg` (CI) runs this, `npm test` has none to open.
describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  let database: TestDatabase;
  const opened: DatabaseHandle[] = [];
  const url = () => String(database.handle.pool?.options.connectionString);
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false, seed: false });
  });
  afterAll(async () => {
    for (const handle of opened) await handle.close();
    await database.dispose();
  });

  async function open(keepConnectionsOpen: boolean) {
    const handle = await openDatabase({ url: url(), maxConnections: 4, keepConnectionsOpen });
    opened.push(handle);
    return handle.pool!;
  }

  it('of a server copy opens every connection at start and keeps idle ones (min = max)', async () => {
    const pool = await open(true);
    expect(pool.totalCount).toBe(4);
    expect(pool.idleCount).toBe(4);
    // An idle connection closes only while the pool holds more than `min`.
    expect(pool.options.min).toBe(4);
  });

  it('of a tool or test opens connections on demand and lets idle ones go', async () => {
    const pool = await open(false);
    expect(pool.totalCount).toBe(1);
    expect(pool.options.min).toBe(0);
    expect(pool.options.idleTimeoutMillis).toBeGreaterThan(0);
  });
});
