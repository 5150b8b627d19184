// The money of listings as the SQL, the event cards and the event page compute it, tied to the
// one rule of packages/domain (allInPrice, convertListingMoney).
import { events } from '@reprise/db/schema/catalog';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { allInPrice, convertListingMoney } from '@reprise/domain/listings/all-in-price';
import { convertMinor } from '@reprise/domain/money/convert';
import { eventListingsResponseSchema } from '@reprise/domain/schemas/event-listings';
import { and, eq, gt, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allInMinorSql } from '../events/listing-aggregate-queries';
import { buildTestApi } from '../test-support/build-test-api';
import { ensureReferenceData, setEventListings } from '../test-support/listings/test-fixtures';

// The rates ensureReferenceData sets.
const GBP = { code: 'GBP', unitsPerUsd: 0.8, minorUnits: 2 };
const EUR = { code: 'EUR', unitsPerUsd: 0.9, minorUnits: 2 };
// Everyday amounts, and any int4 the column can hold.
const amount = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
);

describe('listing money', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let upcoming: { id: number; name: string }[];

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureReferenceData(db.handle.db);
    upcoming = await db.handle.db
      .select({ id: events.id, name: events.name })
      .from(events)
      .where(and(gt(events.startsAt, new Date()), eq(events.status, 'scheduled')))
      .orderBy(events.id)
      .limit(3);
    app = await buildTestApi(db.handle);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it("the SQL all-in price is allInPrice's, for any int4 price and fees and any tax rate", async () => {
    const allInOf = async (priceMinor: number, feesMinor: number, taxRateBp: number) => {
      const expression = allInMinorSql(
        sql`${priceMinor}::int`,
        sql`${feesMinor}::int`,
        sql`${taxRateBp}::int`,
      );
      // PGlite and node-postgres both answer { rows }; a bigint arrives as a bigint or a string.
      const { rows } = (await db.handle.db.execute(
        sql`select ${expression} as all_in`,
      )) as unknown as {
        rows: { all_in: unknown }[];
      };
      return Number(rows[0]!.all_in);
    };
    await fc.assert(
      fc.asyncProperty(
        amount,
        amount,
        fc.oneof(
          fc.integer({ min: 0, max: 10_000 }),
          // Rates that put many amounts exactly on a half cent, where rounding shows.
          fc.constantFrom(5_000, 2_500, 1_250, 625),
          fc.integer({ min: -10_000, max: 100_000 }),
        ),
        async (priceMinor, feesMinor, taxRateBp) => {
          const expected = allInPrice({ priceMinor, feesMinor, taxRateBp }).allIn;
          expect(await allInOf(priceMinor, feesMinor, taxRateBp)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("an event card's 'from' in EUR is the event page's cheapest all-in price in EUR", async () => {
    const event = upcoming[0]!;
    // Converting this listing's all-in total gives 5480 cents; the page converts price and fees,
    // then taxes them: 5481.
    const cheapest = { priceMinor: 4_000, feesMinor: 500, taxRateBp: 825 };
    await setEventListings(db.handle.db, event.id, [
      { section: 'A', quantity: 2, currency: 'GBP', ...cheapest },
      { section: 'B', quantity: 2, currency: 'GBP', priceMinor: 9_000, feesMinor: 900 },
    ]);
    const pageRule = allInPrice(convertListingMoney(cheapest, GBP, EUR)).allIn;
    expect(pageRule).not.toBe(convertMinor(allInPrice(cheapest).allIn, GBP, EUR));

    const page = eventListingsResponseSchema.parse(
      (await app.inject(`/api/event/listings?eventId=${event.id}&toCurrencyCode=EUR`)).json(),
    ).data;
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: {
        query: `query($input: EventFilterInput){ filterListings(input: $input){
          event_id listingDtls { minPriceMinor currency } } }`,
        variables: { input: { eventSearch: event.name, toCurrencyCode: 'EUR', limit: 100 } },
      },
    });
    const cards = (
      response.json() as {
        data: {
          filterListings: { event_id: number; listingDtls: { minPriceMinor: number } }[];
        };
      }
    ).data.filterListings;
    const card = cards.find((c) => c.event_id === event.id);
    expect(card?.listingDtls).toEqual({ minPriceMinor: pageRule, currency: 'EUR' });
    expect(page.summary.lowPrice).toBe(pageRule);
  });

  // Nobody asked for a currency, and most listings are in one we hold no rate for: the page must
  // not price the others in it at a made-up 1:1 rate.
  it('shows an event in a currency it can convert to, never one without a rate', async () => {
    const [mostlyUnknown, onlyUnknown] = [upcoming[1]!, upcoming[2]!];
    await setEventListings(db.handle.db, mostlyUnknown.id, [
      { section: 'A', quantity: 2, priceMinor: 5_000, currency: 'XTS' },
      { section: 'B', quantity: 2, priceMinor: 6_000, currency: 'XTS' },
      { section: 'C', quantity: 2, priceMinor: 4_000, currency: 'USD' },
    ]);
    await setEventListings(db.handle.db, onlyUnknown.id, [
      { section: 'A', quantity: 2, priceMinor: 5_000, currency: 'XTS' },
    ]);
    const data = async (query: string) => {
      const response = await app.inject(`/api/event/listings?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return eventListingsResponseSchema.parse(response.json()).data;
    };
    const mixed = await data(`eventId=${mostlyUnknown.id}`);
    expect(mixed.currency).toEqual({ code: 'USD', minorUnits: 2 });
    expect(mixed.listings.map((l) => [l.section, l.price.allIn, l.price.currency])).toEqual([
      ['C', 4_000, 'USD'],
    ]);
    const none = await data(`eventId=${onlyUnknown.id}`);
    expect(none.currency).toEqual({ code: 'GBP', minorUnits: 2 });
    expect(none.listings).toEqual([]);
    // Asked for by name, a currency without a rate is refused, naming it.
    const asked = await app.inject(
      `/api/event/listings?eventId=${onlyUnknown.id}&toCurrencyCode=XTS`,
    );
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'toCurrencyCode' });
    expect(asked.json().message).toContain('XTS');
  });
});
