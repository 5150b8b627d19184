import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { seedDemoData } from '../seed/seed-demo';
import { type PgliteTemplateKind, readPgliteTemplate } from './pglite-templates';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  dispose(): Promise<void>;
}

/**
 * A freshly migrated database for one test file: in-memory PGlite by default (loaded from the
 * run's template dumps when Vitest made them), or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL (`npm run test:pg`), dropped afterwards.
 */
export async function createTestDatabase(
  options: { migrate?: boolean; seed?: boolean; now?: Date } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const migrate = options.migrate ?? true;
  const seed = options.seed ?? true;
  let handle: DatabaseHandle;
  let drop = async () => {};
  // What the database holds when it opens.
  let made: PgliteTemplateKind = 'empty';
  if (adminUrl) {
    const name = `reprise_t_${randomBytes(6).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString(), maxConnections: 5 });
    drop = async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    };
  } else {
    // A seed at another clock than now cannot come from the template seeded at the run's start.
    const kind = !migrate ? 'empty' : seed && !options.now ? 'seeded' : 'migrated';
    const template = await readPgliteTemplate(kind);
    handle = await openDatabase({ loadDataDir: template });
    if (template) made = kind;
  }
  if (migrate && made === 'empty') await runMigrations(handle);
  if (seed && made !== 'seeded') await seedDemoData(handle.db, { size: 'test', now: options.now });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await drop();
    },
  };
}

async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
