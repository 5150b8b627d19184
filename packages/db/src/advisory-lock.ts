import type pg from 'pg';
import type { DatabaseHandle } from './client';

/**
 * Advisory lock keys of this project, one per job, so two jobs never share a lock by accident.
 * Any number works; these start from a project prefix to stay clear of other software's locks.
 */
export const ADVISORY_LOCK_KEYS = {
  migrations: 72_170_001,
  demoSeed: 72_170_002,
  holdSweeper: 72_170_003,
  captureSweeper: 72_170_004,
  /** take_hold (migration 0007): pg_advisory_xact_lock(holdBuyer, buyer id). */
  holdBuyer: 72_170_005,
  /** take_hold: pg_advisory_xact_lock(holdClient, hashtext(event, address or device)). */
  holdClient: 72_170_006,
  /** The daily price-history snapshot: one copy takes it. */
  priceSnapshot: 72_170_007,
} as const;

// A session lock belongs to the connection that took it, so the lock, the work's own queries and
// the unlock must not be spread over pool connections at random: one client is held for the lock
// while the work runs its queries through the pool as usual.
async function withLockClient<T>(
  handle: DatabaseHandle,
  use: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await handle.pool!.connect();
  try {
    return await use(client);
  } finally {
    client.release();
  }
}

/**
 * Runs `work` while holding the advisory lock `key`, waiting for another copy that holds it.
 * On PGlite (one process) the work simply runs.
 */
export async function withAdvisoryLock<T>(
  handle: DatabaseHandle,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') return work();
  return withLockClient(handle, async (client) => {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    }
  });
}

/** What `runOnce` did: ran the work (with its result), or skipped it because another copy was. */
export type RunOnceResult<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` only if no other session holds the advisory lock `key`; otherwise skips it at once.
 * For background jobs every copy schedules (a hold sweeper, a source sync) that must run on one.
 * On PGlite (one process) the work always runs.
 */
export async function runOnce<T>(
  handle: DatabaseHandle,
  key: number,
  work: () => Promise<T>,
): Promise<RunOnceResult<T>> {
  if (handle.kind === 'pglite') return { ran: true, result: await work() };
  return withLockClient(handle, async (client) => {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [key],
    );
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    }
  });
}
