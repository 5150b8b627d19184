import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseHandle } from '@reprise/db/client';

type Query = (...args: unknown[]) => unknown;
type Client = {
  query: Query;
  connect?: (...args: unknown[]) => Promise<{ query: Query }>;
  transaction?: (work: (tx: { query: Query }) => Promise<unknown>) => Promise<unknown>;
};

// The invalidation bus's publish (PostgreSQL only) goes out 50 ms after a write for whatever that
// window gathered, shared by every write in it: not a statement of any one request.
const isPublish = (statement: unknown) =>
  typeof statement === 'string' && statement.startsWith('select pg_notify(');

/** Statements a piece of work sent, and how many of them it waited for one after another. */
export interface StatementTally {
  statements: number;
  /**
   * Round trips in sequence: statements sent while none of the work's others was in flight. Two
   * statements sent side by side (Promise.all) count once; each awaited one after another counts.
   */
  sequential: number;
}

/** How many statements `work` sends to the database (see `tallyStatements`). */
export async function countStatements(
  handle: DatabaseHandle,
  work: () => Promise<unknown>,
): Promise<number> {
  return (await tallyStatements(handle, work)).statements;
}

/**
 * How many statements `work` sends to the database through the handle's client (PGlite or the
 * PostgreSQL pool): every Drizzle query and named statement goes through its `query`. Statements
 * inside a transaction count too, with its BEGIN and COMMIT (on PostgreSQL each is a round trip;
 * PGlite sends them itself, so they are added here to count the same on both). Only statements
 * sent from `work` (and what it awaits or starts) count, not those of timers running meanwhile
 * (a waiting room's admission ticks).
 */
export async function tallyStatements(
  handle: DatabaseHandle,
  work: () => Promise<unknown>,
): Promise<StatementTally> {
  const client = (handle.db as unknown as { $client: Client }).$client;
  const original = {
    query: client.query,
    connect: client.connect,
    transaction: client.transaction,
  };
  let count = 0;
  let sequential = 0;
  let inFlight = 0;
  const scope = new AsyncLocalStorage<true>();
  const counted = (query: Query): Query =>
    function countedQuery(this: unknown, ...args: unknown[]) {
      if (!scope.getStore() || isPublish(args[0])) return query.apply(this, args);
      count += 1;
      if (inFlight === 0) sequential += 1;
      const result = query.apply(this, args);
      if (result instanceof Promise) {
        inFlight += 1;
        void result.then(
          () => (inFlight -= 1),
          () => (inFlight -= 1),
        );
      }
      return result;
    };
  client.query = counted(original.query);
  if (original.connect) {
    const connect = original.connect;
    // A client checked out for a transaction (`connect()` without a callback; the pool's own
    // `query` checks one out with a callback and is counted above): its statements count while
    // it is out.
    client.connect = function countedConnect(this: unknown, ...args: unknown[]) {
      if (args.length > 0) return connect.apply(this, args);
      return connect.apply(this, args).then((pooled) => {
        const checkedOut = pooled as { query: Query; release: (...a: unknown[]) => unknown };
        const { query, release } = checkedOut;
        checkedOut.query = counted(query);
        checkedOut.release = (...a: unknown[]) => {
          checkedOut.query = query;
          checkedOut.release = release;
          return release.apply(checkedOut, a);
        };
        return checkedOut;
      });
    };
  }
  if (original.transaction) {
    const transaction = original.transaction;
    client.transaction = function countedTransaction(this: unknown, fn) {
      if (scope.getStore()) {
        count += 2;
        sequential += 2;
      }
      return transaction.call(this, (tx) => {
        tx.query = counted(tx.query);
        return fn(tx);
      });
    };
  }
  try {
    await scope.run(true, work);
  } finally {
    client.query = original.query;
    if (original.connect) client.connect = original.connect;
    if (original.transaction) client.transaction = original.transaction;
  }
  return { statements: count, sequential };
}
