// Test-only changes to a race test's own PostgreSQL database, so take_hold itself carries no test
// switches: a pause inside every hold's write, and a copy of the function without the row lock.
import { type DatabaseHandle, openDatabase } from '@reprise/db/client';

/**
 * Every insert into holds sleeps `ms` first (a BEFORE INSERT trigger), widening the moment
 * between take_hold's availability read and its write, as a loaded server would.
 */
export async function installHoldInsertPause(database: DatabaseHandle, ms: number) {
  await database.pool!.query(`
    CREATE OR REPLACE FUNCTION test_pause_hold_insert() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_sleep(${Number(ms)} / 1000.0);
      RETURN NEW;
    END;
    $$;
    CREATE OR REPLACE TRIGGER test_pause_hold_insert BEFORE INSERT ON holds
      FOR EACH ROW EXECUTE FUNCTION test_pause_hold_insert();
  `);
}

/**
 * A second handle on the same database whose take_hold is a copy of the real one without
 * `FOR UPDATE` (in schema test_lock_free, first on that handle's search_path): the control run of
 * a race test, which must oversell.
 */
export async function lockFreeTakeHold(database: DatabaseHandle, url: string) {
  const { rows } = await database.pool!.query<{ def: string }>(
    "SELECT pg_get_functiondef('public.take_hold'::regproc) AS def",
  );
  const real = rows[0]!.def;
  const locked = 'FROM listings WHERE id = p_listing_id FOR UPDATE';
  if (!real.includes(locked)) throw new Error('take_hold no longer locks the listing as expected');
  const copy = real
    .replace(
      'CREATE OR REPLACE FUNCTION public.take_hold(',
      'CREATE FUNCTION test_lock_free.take_hold(',
    )
    .replace(locked, 'FROM listings WHERE id = p_listing_id');
  await database.pool!.query('CREATE SCHEMA IF NOT EXISTS test_lock_free');
  await database.pool!.query(copy);
  const withPath = new URL(url);
  withPath.searchParams.set('options', '-c search_path=test_lock_free,public');
  return openDatabase({ url: withPath.toString(), maxConnections: 20 });
}

/** Opens `count` connections of the handle's pool (each busy a moment, so none is reused). */
export async function openConnections(database: DatabaseHandle, count: number) {
  await Promise.all(
    Array.from({ length: count }, () => database.pool!.query('SELECT pg_sleep(0.05)')),
  );
}
