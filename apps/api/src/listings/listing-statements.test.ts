import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from '../test-support/build-test-api';
import {
  ensureReferenceData,
  setEventListings,
  upcomingEventId,
} from '../test-support/listings/test-fixtures';
import { countStatements } from '../test-support/statement-counter';

// Rates, event, stored seat map, listings with availability and hold end.
const STATEMENTS_PER_UNCACHED_ANSWER = 4;

describe('GET /event/listings on the database', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let eventId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureReferenceData(db.handle.db);
    // An upcoming event with its own seat map, so the map is one read.
    eventId = await upcomingEventId(db.handle.db, 'with');
    await setEventListings(db.handle.db, eventId, [
      { section: 'A', quantity: 4, priceMinor: 5_000, feesMinor: 700, currency: 'GBP' },
      { section: 'B', quantity: 2, priceMinor: 6_000, taxRateBp: 825, currency: 'USD' },
      { section: 'C', quantity: 6, priceMinor: 4_000, currency: 'EUR', status: 'sold_out' },
    ]);
    app = await buildTestApi(db.handle);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it(`answers an uncached view in ${STATEMENTS_PER_UNCACHED_ANSWER} statements, a cached one in none`, async () => {
    const ask = async () => {
      const response = await app.inject(
        `/api/event/listings?eventId=${eventId}&toCurrencyCode=EUR`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.summary).toMatchObject({ listingCount: 2, ticketCount: 6 });
    };
    expect(await countStatements(db.handle, ask)).toBe(STATEMENTS_PER_UNCACHED_ANSWER);
    expect(await countStatements(db.handle, ask)).toBe(0);
  });
});
