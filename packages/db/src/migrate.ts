import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

// Any number from this project, so copies of the server starting together migrate one at a time.
const MIGRATION_LOCK_KEY = 72_170_001;

/** Applies every pending migration; safe to call from several processes at once on PostgreSQL. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // The lock is held by one pooled session while the migrator runs on others.
  const lockClient = await handle.pool!.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}

/** The number of migrations this build ships, read from drizzle-kit's journal. */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** True when every migration this build ships has been applied to the database. */
export async function migrationsApplied(handle: DatabaseHandle): Promise<boolean> {
  try {
    const result = await handle.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: { count: number }[] }).rows;
    return (rows[0]?.count ?? 0) >= shippedMigrationCount();
  } catch {
    return false;
  }
}
