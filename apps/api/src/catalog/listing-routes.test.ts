import { events } from '@reprise/db/schema/catalog';
import { cities, venues } from '@reprise/db/schema/place';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from '../test-support/build-test-api';
import { ensureReferenceData, setEventListings } from './test-fixtures';

interface Listing {
  id: number;
  section: string;
  quantity: number;
  source: string;
  ticketType: string | null;
  price: {
    allIn: number;
    price: number;
    fees: number;
    tax: number;
    currency: string;
    minorUnits: number;
  };
}
interface Venue {
  id: number;
  name: string;
  slug: string;
  path: string;
  city: { id: number; countryCode: string };
  upcomingEventCount: number;
}
interface VenuePage {
  data: Venue[];
  total: number;
  page: number;
  limit: number;
}

describe('listing and venue routes', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let eventId: number;
  const json = async <T>(url: string, status = 200) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    return response.json() as T;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureReferenceData(db.handle.db);
    const [event] = await db.handle.db
      .select({ id: events.id })
      .from(events)
      .where(and(gt(events.startsAt, new Date()), eq(events.status, 'scheduled')))
      .limit(1);
    eventId = event!.id;
    await setEventListings(db.handle.db, eventId, [
      { section: 'Upper 1', quantity: 4, priceMinor: 8_000, feesMinor: 1_200, currency: 'GBP' },
      {
        section: 'Lower 2',
        quantity: 2,
        priceMinor: 5_000,
        feesMinor: 500,
        taxRateBp: 1_000,
        currency: 'GBP',
        source: 'automatiq',
      },
      {
        section: 'Floor',
        quantity: 2,
        priceMinor: 6_000,
        feesMinor: 0,
        currency: 'USD',
        source: 'mytickets',
      },
      { section: 'Gone', quantity: 2, priceMinor: 100, currency: 'GBP', status: 'withdrawn' },
      { section: 'Empty', quantity: 0, priceMinor: 100, currency: 'GBP' },
    ]);
    app = await buildTestApi(db.handle);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('GET /event/listings lists buyable listings cheapest all-in first, with the breakdown', async () => {
    const { data } = await json<{
      data: { event: { id: number }; count: number; listings: Listing[] };
    }>(`/api/event/listings?eventId=${eventId}`);
    expect(data.event.id).toBe(eventId);
    expect(data.count).toBe(3);
    expect(data.listings.map((l) => l.section)).toEqual(['Floor', 'Lower 2', 'Upper 1']);
    const lower = data.listings.find((l) => l.section === 'Lower 2')!;
    // 50.00 + 5.00 fees + 10 % tax on 55.00 = 60.50 all-in per ticket
    expect(lower.price).toEqual({
      allIn: 6_050,
      price: 5_000,
      fees: 500,
      tax: 550,
      currency: 'GBP',
      minorUnits: 2,
    });
    expect(lower.source).toBe('automatiq');
    expect(lower.ticketType).toBe('eTicket');
    for (const l of data.listings)
      expect(l.price.allIn).toBe(l.price.price + l.price.fees + l.price.tax);
  });

  it('converts every price to toCurrencyCode; JPY has no minor unit', async () => {
    const { data } = await json<{ data: { toCurrencyCode: string; listings: Listing[] } }>(
      `/api/event/listings?eventId=${eventId}&fromCurrencyCode=GBP&toCurrencyCode=jpy`,
    );
    expect(data.toCurrencyCode).toBe('JPY');
    for (const l of data.listings) {
      expect(l.price.currency).toBe('JPY');
      expect(l.price.minorUnits).toBe(0);
      expect(l.price.allIn).toBe(l.price.price + l.price.fees + l.price.tax);
    }
    const lower = data.listings.find((l) => l.section === 'Lower 2')!;
    // 60.50 GBP at 0.8 GBP and 150 JPY per USD = 11343.75 → 11344 yen
    expect(lower.price.allIn).toBe(11_344);
    const allIn = data.listings.map((l) => l.price.allIn);
    expect(allIn).toEqual([...allIn].sort((a, b) => a - b));
  });

  it('answers bad input with 400 naming the field and unknown events with 404', async () => {
    expect(await json('/api/event/listings', 400)).toMatchObject({ field: 'eventId' });
    expect(await json('/api/event/listings?eventId=-3', 400)).toMatchObject({ field: 'eventId' });
    expect(
      await json(`/api/event/listings?eventId=${eventId}&toCurrencyCode=ZZZ`, 400),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'toCurrencyCode',
    });
    expect(
      await json(`/api/event/listings?eventId=${eventId}&toCurrencyCode=pounds`, 400),
    ).toMatchObject({
      field: 'toCurrencyCode',
    });
    expect(await json('/api/event/listings?eventId=999999', 404)).toMatchObject({
      code: 'EVENT_NOT_FOUND',
      field: 'eventId',
    });
  });

  it('an event without listings has an empty list', async () => {
    const [other] = await db.handle.db
      .select({ id: events.id })
      .from(events)
      .where(gt(events.id, eventId))
      .limit(1);
    await setEventListings(db.handle.db, other!.id, []);
    const { data } = await json<{ data: { count: number; listings: Listing[] } }>(
      `/api/event/listings?eventId=${other!.id}`,
    );
    expect(data.listings).toEqual([]);
  });

  it('GET /event/venue/list lists venues with upcoming events, by country and city, paged', async () => {
    const all = await json<VenuePage>('/api/event/venue/list?limit=100');
    expect(all.data.length).toBeGreaterThan(0);
    for (const v of all.data) {
      expect(v.upcomingEventCount).toBeGreaterThan(0);
      expect(v.path).toBe(`/venue/${v.slug}`);
    }
    const uk = await json<VenuePage>('/api/event/venue/list?countryCode=uk&limit=100');
    expect(uk.data.length).toBeGreaterThan(0);
    for (const v of uk.data) expect(v.city.countryCode).toBe('uk');
    const gb = await json<VenuePage>('/api/event/venue/list?countryCode=GB&limit=100');
    expect(gb.total).toBe(uk.total);
    const cityId = uk.data[0]!.city.id;
    const city = await json<VenuePage>(`/api/event/venue/list?cityId=${cityId}`);
    for (const v of city.data) expect(v.city.id).toBe(cityId);

    const first = await json<VenuePage>('/api/event/venue/list?limit=2&page=1');
    const second = await json<VenuePage>('/api/event/venue/list?limit=2&page=2');
    expect(first).toMatchObject({ page: 1, limit: 2, total: all.total });
    expect(second.data.map((v) => v.id)).not.toContain(first.data[0]!.id);
    expect(await json('/api/event/venue/list?page=0', 400)).toMatchObject({
      field: 'page',
      message: 'page must be at least 1',
    });
    expect(await json('/api/event/venue/list?cityId=abc', 400)).toMatchObject({ field: 'cityId' });
  });

  it('GET /getVenueList pages every venue and searches by name, ignoring case and accents', async () => {
    const all = await json<VenuePage>('/api/getVenueList?limit=100');
    const [venueCount] = await db.handle.db.$count(venues).then((n) => [n]);
    expect(all.total).toBe(venueCount);
    const msg = await json<VenuePage>('/api/getVenueList?search=madison');
    expect(msg.data.map((v) => v.name)).toContain('Madison Square Garden');
    for (const v of msg.data) expect(v.name.toLowerCase()).toContain('madison');
    const opera = await json<VenuePage>('/api/getVenueList?search=OPÉRA');
    expect(opera.data.map((v) => v.name)).toContain('Sydney Opera House');
    expect((await json<VenuePage>('/api/getVenueList?search=%25')).data).toEqual([]);
    expect(await json('/api/getVenueList?limit=101', 400)).toMatchObject({
      field: 'limit',
      message: 'limit must be at most 100',
    });
    const [city] = await db.handle.db.select().from(cities).limit(1);
    expect(city).toBeDefined();
  });

  it('GET /getVenueList?slug= finds exactly one venue by its slug, whatever its punctuation', async () => {
    const [row] = await db.handle.db
      .insert(venues)
      .values({
        name: "St. James' Park",
        slug: 'st-james-park',
        cityId: 1,
        timezone: 'Europe/London',
      })
      .returning({ id: venues.id });
    const one = await json<VenuePage>('/api/getVenueList?slug=st-james-park');
    expect(one.data.map((v) => [v.id, v.name])).toEqual([[row!.id, "St. James' Park"]]);
    expect((await json<VenuePage>('/api/getVenueList?slug=no-such-venue')).data).toEqual([]);
  });

  it('never answers 5xx to odd input', async () => {
    for (const url of [
      '/api/event/listings?eventId=1e400',
      '/api/event/listings?eventId=99999999999999999999',
      `/api/getVenueList?search=${'x'.repeat(500)}`,
      '/api/getVenueList?page=1.5',
      '/api/event/venue/list?countryCode=%00',
      '/api/performer?slug=%27%3B%20drop%20table%20events',
      '/api/getGenre?slug=sports&genre_name=%F0%9F%98%80',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
