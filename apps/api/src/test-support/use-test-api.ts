import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApi, type TestApiOptions } from './build-test-api';

type TestDatabaseOptions = Parameters<typeof createTestDatabase>[0];

export interface TestApi {
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
}

/**
 * A freshly migrated (and, unless told otherwise, seeded) database with the API on it for the tests
 * of the calling suite, closed and dropped after them. `apiOptions` may be a function, read when
 * the API is built (after the suite's own beforeAll hooks started a mail or OAuth server).
 */
export function useTestApi(
  options?: TestDatabaseOptions,
  apiOptions?: TestApiOptions | (() => TestApiOptions),
): TestApi {
  let db: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(options);
    app = await buildTestApi(
      db.handle,
      typeof apiOptions === 'function' ? apiOptions() : apiOptions,
    );
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestApi: the API exists only inside tests');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get db() {
      return ready(db);
    },
  };
}

/**
 * A second API on the database of `api` (built after it), with other options, such as one setting
 * left out; closed after the suite's tests.
 */
export function useSecondTestApi(
  api: TestApi,
  apiOptions?: TestApiOptions,
): { readonly app: FastifyInstance } {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApi(api.db.handle, apiOptions);
  });
  afterAll(() => app?.close());
  return {
    get app() {
      if (app === undefined) throw new Error('useSecondTestApi: the API exists only inside tests');
      return app;
    },
  };
}
