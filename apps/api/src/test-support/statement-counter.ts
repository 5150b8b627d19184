import type { DatabaseHandle } from '@reprise/db/client';

type Client = { query: (...args: unknown[]) => unknown };

/**
 * How many statements `work` sends to the database through the handle's client (PGlite or the
 * PostgreSQL pool): every Drizzle query and named statement goes through its `query`.
 */
export async function countStatements(
  handle: DatabaseHandle,
  work: () => Promise<unknown>,
): Promise<number> {
  const client = (handle.db as unknown as { $client: Client }).$client;
  const original = client.query;
  let count = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return count;
}
