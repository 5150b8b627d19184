import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@reprise/db/client';
import { runMigrations } from '@reprise/db/migrate';
import { seedDemoData } from '@reprise/db/seed/seed-demo';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env';

/** Opens the configured database, applies migrations, and seeds demo data on the first start. */
export async function startDatabase(env: Env, log: Pick<FastifyBaseLogger, 'info'>) {
  // PGlite creates its own folder but not the parents: a fresh DATA_DIR must exist first.
  if (!env.DATABASE_URL) mkdirSync(resolve(env.DATA_DIR), { recursive: true });
  const database: DatabaseHandle = await openDatabase({
    url: env.DATABASE_URL,
    maxConnections: env.DATABASE_POOL_SIZE,
    keepConnectionsOpen: true,
    dataDir: resolve(env.DATA_DIR, 'pglite'),
  });
  log.info(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${resolve(env.DATA_DIR, 'pglite')}`}`,
  );
  await runMigrations(database);
  if (env.SEED_DEMO_DATA) {
    const started = Date.now();
    const { seeded } = await seedDemoData(database.db, { size: env.DEMO_DATA_SIZE });
    log.info(
      seeded ? `demo data seeded in ${Date.now() - started} ms` : 'demo data already present',
    );
  }
  return database;
}
