import { events } from '@reprise/db/schema/catalog';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { eventListingsResponseSchema } from '@reprise/domain/schemas/event-listings';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from '../test-support/build-test-api';
import { ensureReferenceData, setEventListings } from '../test-support/listings/test-fixtures';
import { listingAvailability } from './availability-queries';

describe('derived availability', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let eventId: number;
  let ids: number[];

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureReferenceData(db.handle.db);
    const [event] = await db.handle.db
      .select({ id: events.id, name: events.name })
      .from(events)
      .where(and(gt(events.startsAt, new Date()), eq(events.status, 'scheduled')))
      .limit(1);
    eventId = event!.id;
    ids = (
      await setEventListings(db.handle.db, eventId, [
        { section: 'A', quantity: 6, priceMinor: 5_000, currency: 'GBP' },
        { section: 'B', quantity: 3, priceMinor: 6_000, currency: 'GBP' },
        { section: 'C', quantity: 4, priceMinor: 7_000, currency: 'GBP', status: 'sold_out' },
        { section: 'D', quantity: 2, priceMinor: 8_000, currency: 'GBP', status: 'withdrawn' },
      ])
    ).map((row) => row.id);
    app = await buildTestApi(db.handle);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('is quantity − sold − held for active listings and 0 for the others', async () => {
    const rows = await listingAvailability(db.handle.db, { eventIds: [eventId] });
    const byId = new Map(rows.map((row) => [row.listingId, row]));
    expect(ids.map((id) => byId.get(id)!.available)).toEqual([6, 3, 0, 0]);
    for (const row of rows) {
      // Nothing can be sold or held until orders and holds exist.
      expect(row).toMatchObject({ eventId, sold: 0, held: 0 });
    }
    const one = await listingAvailability(db.handle.db, { listingIds: [ids[1]!] });
    expect(one).toEqual([
      { listingId: ids[1], eventId, quantity: 3, sold: 0, held: 0, available: 3 },
    ]);
    expect(() => listingAvailability(db.handle.db, {})).toThrow(RangeError);
  });

  it('feeds the event card counts and the event page the same figures', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: {
        query: `query($input: EventFilterInput){ filterListings(input: $input){
          event_id total_sold_tickets totalavailabletkts badge listingDtls { listingCount ticketCount } } }`,
        variables: { input: { eventSearch: '', limit: 100, isfutureevents: true } },
      },
    });
    const cards = (
      response.json() as {
        data: {
          filterListings: {
            event_id: number;
            total_sold_tickets: number;
            totalavailabletkts: number;
            listingDtls: { listingCount: number; ticketCount: number };
          }[];
        };
      }
    ).data.filterListings;
    const card = cards.find((c) => c.event_id === eventId)!;
    expect(card).toMatchObject({
      total_sold_tickets: 0,
      totalavailabletkts: 9,
      listingDtls: { listingCount: 2, ticketCount: 9 },
    });
    const page = eventListingsResponseSchema.parse(
      (await app.inject(`/api/event/listings?eventId=${eventId}`)).json(),
    ).data;
    expect(page.summary).toMatchObject({ listingCount: 2, ticketCount: card.totalavailabletkts });
  });
});
