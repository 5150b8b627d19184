import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { events } from '@reprise/db/schema/catalog';
import { listings as listingRows } from '@reprise/db/schema/listings';
import { createTestDatabase, type TestDatabase } from '@reprise/db/testing/test-database';
import { SEAT_TYPE_IDS, SPLIT_IDS, TICKET_TYPE_IDS } from '@reprise/domain/ids';
import {
  type EventListing,
  type EventListingsData,
  eventListingsResponseSchema,
} from '@reprise/domain/schemas/event-listings';
import { and, eq, gt, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../cache/read-cache';
import { eventTag } from '../events/public';
import { buildTestApi } from '../test-support/build-test-api';
import {
  ensureReferenceData,
  setEventListings,
  upcomingEventId,
} from '../test-support/listings/test-fixtures';

describe('GET and POST /event/listings', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let eventId: number;
  const readCache = new ReadCache();

  // Every answer is checked against the documented schema: the route sends ready-made JSON.
  const listings = async (query: string, status = 200) => {
    const response = await app.inject(`/api/event/listings?${query}`);
    expect(response.statusCode, response.body).toBe(status);
    return status === 200
      ? eventListingsResponseSchema.parse(response.json()).data
      : (response.json() as { code: string; field?: string; message: string });
  };
  const ok = async (query: string) => (await listings(query)) as EventListingsData;
  const sections = (data: EventListingsData) => data.listings.map((l) => l.section);
  const post = (payload: Record<string, unknown>, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/event/listings',
      payload,
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureReferenceData(db.handle.db);
    // An upcoming event without a seat map: zones come from its venue, sections keep their names.
    eventId = await upcomingEventId(db.handle.db, 'without');
    await setEventListings(db.handle.db, eventId, [
      {
        section: 'Upper 1',
        quantity: 4,
        priceMinor: 8_000,
        feesMinor: 1_200,
        currency: 'GBP',
        faceValueMinor: 6_000,
        wholesaleMinor: 7_000,
        seatFrom: 11,
        seatTo: 14,
      },
      {
        section: 'Lower 2',
        quantity: 2,
        priceMinor: 5_000,
        feesMinor: 500,
        taxRateBp: 1_000,
        currency: 'GBP',
        source: 'automatiq',
        ticketTypeId: TICKET_TYPE_IDS.QRCode,
        instantDelivery: true,
      },
      {
        section: 'Floor',
        quantity: 2,
        priceMinor: 6_000,
        feesMinor: 0,
        currency: 'USD',
        source: 'mytickets',
        accessible: true,
        viewQuality: 5,
      },
      // Three tickets that must never leave one behind: 1 and 3 sell, 2 does not.
      {
        section: 'Upper 1',
        quantity: 3,
        priceMinor: 7_000,
        currency: 'GBP',
        splitRule: SPLIT_IDS.NeverLeaveOne,
      },
      // All or nothing: only 4 sells.
      {
        section: 'Upper 1',
        quantity: 4,
        priceMinor: 6_500,
        currency: 'GBP',
        splitRule: SPLIT_IDS.noSplitsId,
      },
      // Piggyback pairs: 2 and 4 sell, 1 and 3 do not.
      {
        section: 'Lower 2',
        quantity: 4,
        priceMinor: 5_500,
        currency: 'GBP',
        seatTypeId: SEAT_TYPE_IDS.Piggyback,
      },
      { section: 'Gone', quantity: 2, priceMinor: 100, currency: 'GBP', status: 'withdrawn' },
      { section: 'Sold', quantity: 2, priceMinor: 100, currency: 'GBP', status: 'sold_out' },
      { section: 'Empty', quantity: 0, priceMinor: 100, currency: 'GBP' },
      // All or nothing for 14: more than one order may take, so never on sale.
      { section: 'Block', quantity: 14, priceMinor: 100, currency: 'GBP', splitRule: 5 },
    ]);
    app = await buildTestApi(db.handle, { readCache });
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('lists what can be bought, with the all-in price, its breakdown and the listing amount', async () => {
    const data = await ok(`eventId=${eventId}&sort=price-asc`);
    expect(data.event.id).toBe(eventId);
    // Withdrawn, sold out, empty and unsellable listings are not on sale.
    expect(data.count).toBe(6);
    expect(data.summary).toMatchObject({ listingCount: 6, ticketCount: 19 });
    // Most listings are in pounds, so the page shows pounds; the dollar listing is converted.
    expect(data.currency).toEqual({ code: 'GBP', minorUnits: 2 });
    expect(data.toCurrencyCode).toBeNull();
    const lower = data.listings.find((l) => l.section === 'Lower 2' && l.quantity === 2)!;
    // 50.00 + 5.00 fees + 10 % tax on 55.00 = 60.50 all-in per ticket
    expect(lower.price).toEqual({
      allIn: 6_050,
      price: 5_000,
      fees: 500,
      tax: 550,
      taxRateBp: 1_000,
      currency: 'GBP',
      minorUnits: 2,
    });
    expect(lower).toMatchObject({
      source: 'automatiq',
      ticketTypeId: TICKET_TYPE_IDS.QRCode,
      ticketType: 'QR Code',
      instantDelivery: true,
      available: 2,
      quantities: [1, 2],
    });
    expect(lower.ticketTypeHelp).toMatch(/smartphone/);
    // The dollar listing: 60.00 USD at 1.00 and 0.80 GBP per USD.
    expect(data.listings.find((l) => l.section === 'Floor')!.price.allIn).toBe(4_800);
    for (const l of data.listings) {
      expect(l.price.allIn).toBe(l.price.price + l.price.fees + l.price.tax);
      expect(l.deal.label).toBeTruthy();
      expect(l.deal.reason).toBeTruthy();
    }
    const allIn = data.listings.map((l) => l.price.allIn);
    expect(allIn).toEqual([...allIn].sort((a, b) => a - b));
  });

  it('answers the listing amount fields for the chosen quantity', async () => {
    const data = await ok(`eventId=${eventId}&quantity=2&toCurrencyCode=GBP`);
    const upper = data.listings.find((l) => l.section === 'Upper 1' && l.quantity === 4)!;
    expect(upper.seats).toEqual({ from: 11, to: 14 });
    expect(upper.amount).toEqual({
      price: 8_000,
      fees: 2_400,
      faceValue: 6_000,
      quantity: 2,
      total: 18_400,
      actualTax: 0,
      taxValue: 0,
      tax: { amount: 0 },
      converted_discount: 0,
      wholeSalePrice: 7_000,
    });
    const lower = data.listings.find((l) => l.section === 'Lower 2' && l.quantity === 2)!;
    // 2 × 55.00 = 110.00, 10 % tax = 11.00
    expect(lower.amount).toMatchObject({
      quantity: 2,
      total: 12_100,
      actualTax: 10,
      taxValue: 1_100,
    });
  });

  it('hides listings whose split rule or availability cannot sell the quantity', async () => {
    const ids = async (quantity: number) =>
      (await ok(`eventId=${eventId}&quantity=${quantity}&sort=price-asc`)).listings.map(
        (l) => `${l.section}/${l.quantity}`,
      );
    expect(await ids(1)).toEqual(['Floor/2', 'Lower 2/2', 'Upper 1/3', 'Upper 1/4']);
    expect(await ids(2)).toEqual(['Floor/2', 'Lower 2/4', 'Lower 2/2', 'Upper 1/4']);
    expect(await ids(3)).toEqual(['Upper 1/3', 'Upper 1/4']);
    expect(await ids(4)).toEqual(['Lower 2/4', 'Upper 1/4', 'Upper 1/4']);
    expect(await ids(5)).toEqual([]);
    const data = await ok(`eventId=${eventId}`);
    expect(data.quantities.slice(0, 5)).toEqual([
      { quantity: 1, listingCount: 4 },
      { quantity: 2, listingCount: 4 },
      { quantity: 3, listingCount: 2 },
      { quantity: 4, listingCount: 3 },
      { quantity: 5, listingCount: 0 },
    ]);
  });

  it('filters by price, section, ticket type, instant delivery and accessibility', async () => {
    const base = `eventId=${eventId}&toCurrencyCode=GBP&sort=price-asc`;
    // 60.50, 65.00 and 70.00 all-in; 55.00 and 92.00 fall outside.
    expect(sections(await ok(`${base}&minPrice=60&maxPrice=70`))).toEqual([
      'Lower 2',
      'Upper 1',
      'Upper 1',
    ]);
    expect(sections(await ok(`${base}&section=upper%201`))).toEqual([
      'Upper 1',
      'Upper 1',
      'Upper 1',
    ]);
    expect(sections(await ok(`${base}&ticketType=${TICKET_TYPE_IDS.QRCode}`))).toEqual(['Lower 2']);
    expect(sections(await ok(`${base}&instant=true`))).toEqual(['Lower 2']);
    expect(sections(await ok(`${base}&accessible=1`))).toEqual(['Floor']);
    // Filters narrow the list, never the heat map or the choices offered beside it.
    const narrowed = await ok(`${base}&section=Floor`);
    expect(narrowed.count).toBe(1);
    expect(narrowed.sections.map((s) => s.name).sort()).toEqual(['Floor', 'Lower 2', 'Upper 1']);
    const floor = narrowed.sections.find((s) => s.name === 'Floor')!;
    expect(floor).toMatchObject({ listingCount: 1, minAllIn: 4_800, maxAllIn: 4_800 });
    expect(narrowed.ticketTypes.map((t) => t.name)).toEqual(['eTicket', 'QR Code']);
  });

  it('sorts by deals (best tier first), price both ways and best seats, and pages', async () => {
    const deals = await ok(`eventId=${eventId}`);
    expect(deals.sort).toBe('deals');
    const scores = deals.listings.map((l) => l.deal.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const desc = (await ok(`eventId=${eventId}&sort=price-desc`)).listings.map(
      (l) => l.price.allIn,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const best = await ok(`eventId=${eventId}&sort=best-seats`);
    expect(best.listings[0]!.viewQuality).toBe(5);
    const page = await ok(`eventId=${eventId}&sort=price-asc&offset=2&limit=2`);
    expect(page.listings.map((l) => l.id)).toEqual(
      (await ok(`eventId=${eventId}&sort=price-asc`)).listings.slice(2, 4).map((l) => l.id),
    );
    expect(page).toMatchObject({ count: 6, offset: 2, limit: 2 });
  });

  it('converts every price to toCurrencyCode; JPY has no minor unit', async () => {
    const data = await ok(`eventId=${eventId}&fromCurrencyCode=GBP&toCurrencyCode=jpy`);
    expect(data.toCurrencyCode).toBe('JPY');
    expect(data.currency).toEqual({ code: 'JPY', minorUnits: 0 });
    for (const l of data.listings) {
      expect(l.price.currency).toBe('JPY');
      expect(l.price.minorUnits).toBe(0);
      expect(l.price.allIn).toBe(l.price.price + l.price.fees + l.price.tax);
    }
    const lower = data.listings.find((l) => l.section === 'Lower 2' && l.quantity === 2)!;
    // 50.00 GBP → 9375 JPY, 5.00 → 938 JPY, 10 % tax on 10313 → 1031: 11344 yen
    expect(lower.price.allIn).toBe(11_344);
  });

  it('POST reads the currency cookies when the body names none, and falls back to GBP', async () => {
    const currencyOf = async (response: Awaited<ReturnType<typeof post>>) => {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return eventListingsResponseSchema.parse(response.json()).data.currency.code;
    };
    expect(await currencyOf(await post({ eventId }, 'currency_to=JPY; currency_from=USD'))).toBe(
      'JPY',
    );
    expect(
      await currencyOf(await post({ eventId, toCurrencyCode: 'EUR' }, 'currency_to=JPY')),
    ).toBe('EUR');
    // No cookie, or one we cannot use: the default display currency, GBP.
    expect(await currencyOf(await post({ eventId }))).toBe('GBP');
    expect(await currencyOf(await post({ eventId }, 'currency_to=%3Cscript%3E'))).toBe('GBP');
    // Form bodies, as legacy clients send them.
    const form = await app.inject({
      method: 'POST',
      url: '/api/event/listings',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'currency_to=EUR' },
      payload: `eventId=${eventId}&quantity=2`,
    });
    expect(await currencyOf(form)).toBe('EUR');
  });

  it('GET answers are public and carry an ETag that answers 304', async () => {
    const first = await app.inject(`/api/event/listings?eventId=${eventId}`);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      url: `/api/event/listings?eventId=${eventId}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // A cache that weakened the tag, or a browser sending every tag it holds, still gets a 304.
    for (const ifNoneMatch of [`W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await app.inject({
        url: `/api/event/listings?eventId=${eventId}`,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
    }
  });

  it('answers a repeated URL from the cache while it holds the answer, and follows its invalidation', async () => {
    // A URL of its own (limit), so no other test's answer is remembered under it.
    const query = `eventId=${eventId}&limit=37`;
    const before = await ok(query);
    const floor = before.listings.find((listing) => listing.section === 'Floor')!;
    await db.handle.db
      .update(listingRows)
      .set({ status: 'withdrawn' })
      .where(eq(listingRows.id, floor.id));
    try {
      // Nothing announced the change yet: the repeat is the answer the cache holds.
      expect(sections(await ok(query))).toEqual(sections(before));
      // Writes announce their changes on the event's tag; the next repeat follows at once.
      readCache.invalidate(eventTag(eventId));
      expect(sections(await ok(query))).not.toContain('Floor');
    } finally {
      await db.handle.db
        .update(listingRows)
        .set({ status: 'active' })
        .where(eq(listingRows.id, floor.id));
      readCache.invalidate(eventTag(eventId));
    }
    expect(sections(await ok(query))).toEqual(sections(before));
  });

  it('never sends an encoding the client refuses with q=0', async () => {
    const url = `/api/event/listings?eventId=${eventId}&limit=50`;
    const refusedBr = await app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
    const refusedBoth = await app.inject({
      url,
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refusedBoth.headers['content-encoding']).toBeUndefined();
  });

  it('sends the answer compressed when the client accepts it, with its own ETag', async () => {
    const url = `/api/event/listings?eventId=${eventId}&limit=50`;
    const plain = await app.inject(url);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
      expect(response.headers.etag).not.toBe(plain.headers.etag);
      const again = await app.inject({
        url,
        headers: { 'accept-encoding': accept, 'if-none-match': response.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers bad input with 400 naming the field and unknown events with 404', async () => {
    const error = (query: string, status = 400) =>
      listings(query, status) as Promise<{ code: string; field?: string }>;
    expect(await error('')).toMatchObject({ field: 'eventId' });
    expect(await error('eventId=-3')).toMatchObject({ field: 'eventId' });
    expect(await error(`eventId=${eventId}&toCurrencyCode=ZZZ`)).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'toCurrencyCode',
    });
    expect(await error(`eventId=${eventId}&toCurrencyCode=pounds`)).toMatchObject({
      field: 'toCurrencyCode',
    });
    expect(await error(`eventId=${eventId}&quantity=13`)).toMatchObject({ field: 'quantity' });
    expect(await error(`eventId=${eventId}&sort=cheap`)).toMatchObject({ field: 'sort' });
    expect(await error(`eventId=${eventId}&minPrice=90&maxPrice=10`)).toMatchObject({
      field: 'maxPrice',
    });
    expect(await error(`eventId=${eventId}&ticketType=etickets`)).toMatchObject({
      field: 'ticketType',
    });
    expect(await error(`eventId=${eventId}&limit=500`)).toMatchObject({ field: 'limit' });
    expect(await error('eventId=999999', 404)).toMatchObject({
      code: 'EVENT_NOT_FOUND',
      field: 'eventId',
    });
    const badPost = await post({ eventId: 'abc' });
    expect(badPost.statusCode).toBe(400);
    expect(badPost.json()).toMatchObject({ field: 'eventId' });
  });

  it('an event without listings, and a cancelled one, have nothing to buy', async () => {
    const [other] = await db.handle.db
      .select({ id: events.id })
      .from(events)
      .where(and(gt(events.id, eventId), notInArray(events.status, ['cancelled'])))
      .limit(1);
    await setEventListings(db.handle.db, other!.id, []);
    const empty = await ok(`eventId=${other!.id}`);
    expect(empty.listings).toEqual([]);
    expect(empty.summary).toEqual({
      listingCount: 0,
      ticketCount: 0,
      lowPrice: null,
      highPrice: null,
    });

    const [cancelled] = await db.handle.db
      .update(events)
      .set({ status: 'cancelled' })
      .where(eq(events.id, other!.id))
      .returning({ id: events.id });
    await setEventListings(db.handle.db, cancelled!.id, [
      { section: 'Upper 1', quantity: 2, priceMinor: 5_000, currency: 'GBP' },
    ]);
    const data = await ok(`eventId=${cancelled!.id}&toCurrencyCode=EUR`);
    expect(data.event.status).toBe('cancelled');
    expect(data.listings).toEqual([]);
  });

  it('never answers 5xx to odd input', async () => {
    for (const url of [
      '/api/event/listings?eventId=1e400',
      '/api/event/listings?eventId=99999999999999999999',
      `/api/event/listings?eventId=${eventId}&section=${'x'.repeat(500)}`,
      `/api/event/listings?eventId=${eventId}&minPrice=NaN`,
      `/api/event/listings?eventId=${eventId}&ticketType=1&ticketType=6&ticketType=x`,
      `/api/event/listings?eventId=${eventId}&zone=%00`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('every listing of the answer matches the listing schema', async () => {
    const data = await ok(`eventId=${eventId}&quantity=2`);
    const one: EventListing = data.listings[0]!;
    expect(Object.keys(one)).toEqual(expect.arrayContaining(['amount', 'deal', 'quantities']));
  });
});
