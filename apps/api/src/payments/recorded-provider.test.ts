import type { Db } from '@reprise/db/client';
import { auditLog } from '@reprise/db/schema/guarantee';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../platform/metrics';
import { TEST_TOKEN } from '../test-support/checkout/checkout-fixtures';
import { recordedProvider } from './recorded-provider';
import { SandboxProvider } from './sandbox-provider';

// A granted authorization's audit entry is written without the caller waiting for it; the
// capture (or void) of that authorization must still find it on record first.

describe('recorded provider', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.dispose());

  /** The database, whose next `count` audit inserts fail. */
  function failingAudits(db: Db, count: number): Db {
    let left = count;
    return new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'insert') {
          return (table: unknown) => {
            if (table === auditLog && left > 0) {
              left--;
              return { values: () => Promise.reject(new Error('audit log unreachable')) };
            }
            return target.insert(table as typeof auditLog);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
  }

  const authorize = (provider: ReturnType<typeof recordedProvider>, key: string) =>
    provider.authorize({
      paymentToken: TEST_TOKEN,
      amountMinor: 6_000,
      currency: 'GBP',
      idempotencyKey: key,
      metadata: { buyerId: '1', holdId: '1' },
    });

  async function entriesOf(authorizationId: string) {
    const rows = await database.handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
    return rows
      .filter((row) => row.detail.authorizationId === authorizationId)
      .map((row) => row.action);
  }

  it('records the authorization before its capture, even when the capture follows at once', async () => {
    const db = database.handle.db;
    const provider = recordedProvider(
      new SandboxProvider(db),
      db,
      createMetrics(),
      () => new Date(),
    );
    const answer = await authorize(provider, 'at-once');
    if (answer.status !== 'authorized') throw new Error(`not authorized: ${answer.status}`);
    await provider.capture(answer.authorizationId);
    expect(await entriesOf(answer.authorizationId)).toEqual(['authorization', 'capture']);
  });

  it('writes an authorization entry whose first write failed again before the void', async () => {
    const db = database.handle.db;
    const provider = recordedProvider(
      new SandboxProvider(db),
      failingAudits(db, 1),
      createMetrics(),
      () => new Date(),
    );
    const answer = await authorize(provider, 'failed-first');
    if (answer.status !== 'authorized') throw new Error(`not authorized: ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await entriesOf(answer.authorizationId)).toEqual([]);
    expect(await provider.void(answer.authorizationId)).toEqual({ ok: true });
    expect(await entriesOf(answer.authorizationId)).toEqual(['authorization', 'void']);
  });

  it('moves no money further while the authorization cannot be recorded', async () => {
    const db = database.handle.db;
    const provider = recordedProvider(
      new SandboxProvider(db),
      failingAudits(db, 2),
      createMetrics(),
      () => new Date(),
    );
    const answer = await authorize(provider, 'never-recorded');
    if (answer.status !== 'authorized') throw new Error(`not authorized: ${answer.status}`);
    await expect(provider.capture(answer.authorizationId)).rejects.toThrow('audit log unreachable');
    expect((await provider.retrieve(answer.authorizationId))?.status).toBe('authorized');
  });
});
