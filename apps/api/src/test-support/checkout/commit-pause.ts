// Test-only change to a crash test's own PostgreSQL database, so the payment code carries no test
// hook: a chosen write waits on an advisory lock the test holds. The order statement's last
// write (its idempotency key marked done) stops a paying process just before its commit, order
// rows written; the sandbox's capture stops it after the commit, before the money is taken.
import type { DatabaseHandle } from '@reprise/db/client';

const PAUSE_LOCK_KEY = 7_301_991;

/** Stops every payment just before its order commits, until `release()`; `paused()` waits for one. */
export function pauseBeforeOrderCommit(database: DatabaseHandle) {
  return pauseWrites(database, 'payment_requests', "NEW.state = 'done'");
}

/** Stops every payment after its order committed, as the sandbox captures it. */
export function pauseBeforeCapture(database: DatabaseHandle) {
  return pauseWrites(database, 'sandbox_payments', "NEW.status = 'captured'");
}

async function pauseWrites(database: DatabaseHandle, table: string, when: string) {
  const pool = database.pool!;
  const holder = await pool.connect();
  await holder.query('SELECT pg_advisory_lock($1)', [PAUSE_LOCK_KEY]);
  await pool.query(`
    CREATE OR REPLACE FUNCTION test_pause_before_commit() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(${PAUSE_LOCK_KEY});
      RETURN NEW;
    END;
    $$;
    CREATE OR REPLACE TRIGGER test_pause_before_commit AFTER UPDATE ON ${table}
      FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION test_pause_before_commit();
  `);
  return {
    /** Resolves once a transaction is waiting on the pause (polls pg_locks). */
    async paused(timeoutMs = 30_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const { rows } = await pool.query<{ waiting: string }>(
          `SELECT count(*) AS waiting FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted AND objid = $1`,
          [PAUSE_LOCK_KEY],
        );
        if (Number(rows[0]!.waiting) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no payment reached the paused write in time');
    },
    /**
     * Ends the sessions still waiting on the pause (a killed client's backend would only notice at
     * its next read), then drops the trigger and the lock.
     */
    async release(): Promise<void> {
      await pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
          WHERE locktype = 'advisory' AND NOT granted AND objid = $1`,
        [PAUSE_LOCK_KEY],
      );
      await holder.query('SELECT pg_advisory_unlock($1)', [PAUSE_LOCK_KEY]);
      await pool.query(
        `DROP TRIGGER IF EXISTS test_pause_before_commit ON ${table}; DROP FUNCTION IF EXISTS test_pause_before_commit()`,
      );
      holder.release();
    },
  };
}
