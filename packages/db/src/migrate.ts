import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { ADVISORY_LOCK_KEYS, withAdvisoryLock } from './advisory-lock';
import type { DatabaseHandle } from './client';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Applies every pending migration; safe to call from several processes at once on PostgreSQL. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Copies of the server starting together migrate one at a time.
  await withAdvisoryLock(handle, ADVISORY_LOCK_KEYS.migrations, () =>
    migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
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
