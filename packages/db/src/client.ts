import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** Any Drizzle handle on our schema: the database itself or a transaction inside it. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type DatabaseKind = 'pglite' | 'postgres';

/** A statement run by name: PostgreSQL parses and plans it once per connection, then reuses it. */
export interface NamedStatement {
  name: string;
  text: string;
}

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** The PostgreSQL pool, for work that needs one session (advisory locks); absent on PGlite. */
  pool?: pg.Pool;
  /**
   * Runs a hand-written statement with positional values ($1 …), for the few hot paths where
   * building SQL on every call costs more than the work (ADR 0010); everything else uses `db`.
   */
  query<Row>(statement: NamedStatement, values: readonly unknown[]): Promise<Row[]>;
  /** Runs a trivial query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to start other in-memory copies from. */
  dump?: () => Promise<Blob | File>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  url?: string;
  /** PGlite data folder; absent means an in-memory database (tests). */
  dataDir?: string;
  /** An in-memory PGlite database starts as this dump (`dumpDataDir`) instead of empty (tests). */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * PostgreSQL: open every pooled connection at start and never close an idle one (a server
   * copy). Otherwise connections open on demand and close after 10 idle seconds.
   */
  keepConnectionsOpen?: boolean;
}

/** Opens the database the configuration asks for: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    return openPostgres(options.url, options.maxConnections ?? 10, options.keepConnectionsOpen);
  }
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  const extensions = { pg_trgm, unaccent };
  const client = dataDir
    ? await PGlite.create(dataDir, { extensions })
    : await PGlite.create({ extensions, loadDataDir });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async <Row>(statement: NamedStatement, values: readonly unknown[]) =>
      (await client.query<Row>(statement.text, [...values])).rows,
    ping: async () => {
      await client.query('select 1');
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number, keepOpen = false): Promise<DatabaseHandle> {
  // A copy that lets idle connections close pays for new ones in its next burst, all at once: a
  // PostgreSQL backend to start, its caches and our functions' plans to build, on cores the burst
  // itself is using. On an on-sale that stalled every hold and payment of both copies for over a
  // second (bench:onsale), so a server copy keeps its whole pool open from the start.
  const pool = new pg.Pool({ connectionString: url, max, min: keepOpen ? max : 0 });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  await db.execute(sql`select 1`);
  if (keepOpen) {
    const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    for (const client of clients) client.release();
  }
  return {
    db,
    kind: 'postgres',
    pool,
    query: async <Row>(statement: NamedStatement, values: readonly unknown[]) => {
      const { name, text } = statement;
      return (await pool.query({ name, text, values: [...values] })).rows as Row[];
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
