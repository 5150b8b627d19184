import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from '../test-support/build-test-api';

// routes.test.ts runs the search plugin alone; this checks the real API registers it under /api,
// with its OpenAPI entry.
describe('search in the API', () => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApi(db.handle);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('answers the three search calls under /api and documents them', async () => {
    const global = await app.inject('/api/globalSearch?searchTermName=taylr');
    expect(global.statusCode).toBe(200);
    expect(global.headers['content-type']).toContain('application/json');
    expect(
      (global.json() as { data: { performers: { name: string }[] } }).data.performers[0]!.name,
    ).toBe('Taylor Swift');
    expect((await app.inject('/api/searchPerformer?name=beyonce')).statusCode).toBe(200);
    expect((await app.inject('/api/eventfilterSearch?query=manchester')).statusCode).toBe(200);
    const docs = (await app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/api/globalSearch',
        '/api/searchPerformer',
        '/api/eventfilterSearch',
      ]),
    );
  });
});
