import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { seedDemoData } from '../seed/seed-demo';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  dispose(): Promise<void>;
}

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (`npm run test:pg`), dropped afterwards.
 */
export async function createTestDatabase(
  options: { migrate?: boolean; seed?: boolean; now?: Date } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let drop = async () => {};
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
    handle = await openDatabase({});
  }
  if (options.migrate ?? true) await runMigrations(handle);
  if (options.seed ?? true) await seedDemoData(handle.db, { size: 'test', now: options.now });
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
