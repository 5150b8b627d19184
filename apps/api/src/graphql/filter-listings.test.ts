import { eventPerformers, events, performers } from '@reprise/db/schema/catalog';
import { cities, venues } from '@reprise/db/schema/place';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlBody } from '../test-support/graphql-request';
import {
  ensureReferenceData,
  setEventListings,
  setHot,
} from '../test-support/listings/test-fixtures';
import { useTestApi } from '../test-support/use-test-api';

interface Card {
  event_id: number;
  eventname: string;
  eventdate: string;
  venuename: string;
  city: string;
  countrycode: string;
  categoryname: string;
  genrename: string | null;
  performername: string;
  url: string;
  exploreEventTotal: number;
  listingDtls: {
    minPrice: number | null;
    minPriceMinor: number | null;
    currency: string | null;
    listingCount: number;
    ticketCount: number;
  };
  toCurrencyCode: string | null;
  badge: string | null;
  hot_sale: boolean;
  totalavailabletkts: number;
  tevo_list_count: number;
  performerimg: string | null;
  img: string;
}

const FIELDS = `event_id eventname eventdate venuename city state country countrycode timezone
  categoryname genrename performername categoryid genreid performerimg alt_tag url title img
  fromCurrencyCode toCurrencyCode exploreEventTotal tomorrow_sale hot_sale total_sold_tickets
  tevo_list_count total_seats totalavailabletkts badge
  listingDtls { minPrice minPriceMinor currency listingCount ticketCount }`;

describe('GraphQL filterListings', () => {
  const api = useTestApi();
  const db = () => api.db;

  const gql = (query: string, variables?: Record<string, unknown>) =>
    graphqlBody(api.app, query, variables);
  const filter = async (input: Record<string, unknown>) => {
    const body = await gql(
      `query($input: EventFilterInput){ filterListings(input: $input){ ${FIELDS} } }`,
      { input },
    );
    expect(body.errors).toBeUndefined();
    return (body.data as { filterListings: Card[] }).filterListings;
  };
  const filterError = async (input: Record<string, unknown>) => {
    const body = await gql(
      `query($input: EventFilterInput){ filterListings(input: $input){ event_id } }`,
      { input },
    );
    expect(body.errors?.length).toBeGreaterThan(0);
    return body.errors![0]!;
  };

  beforeAll(() => ensureReferenceData(db().handle.db));

  it('answers the benchmark query with US events, soonest first', async () => {
    const body = await gql(
      'query($input: EventFilterInput){ filterListings(input: $input){ event_id eventname eventdate venuename city url } }',
      { input: { limit: 8, page: 1, country_code: 'us' } },
    );
    expect(body.errors).toBeUndefined();
    const list = (body.data as { filterListings: Card[] }).filterListings;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    const times = list.map((e) => Date.parse(e.eventdate));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const card of list) expect(card.url).toMatch(/\+\d+$/);
  });

  it('returns every event card field and honours country, paging and the total', async () => {
    const first = await filter({ country_code: 'uk', limit: 2, page: 1 });
    const second = await filter({ country_code: 'uk', limit: 2, page: 2 });
    expect(first).toHaveLength(2);
    for (const card of [...first, ...second]) expect(card.countrycode).toBe('uk');
    expect(first[0]!.exploreEventTotal).toBeGreaterThan(2);
    expect(second[0]!.exploreEventTotal).toBe(first[0]!.exploreEventTotal);
    const ids = new Set([...first, ...second].map((c) => c.event_id));
    expect(ids.size).toBe(first.length + second.length);
    // gb is the ISO spelling of our uk
    const gb = await filter({ country_code: 'gb', limit: 2 });
    expect(gb.map((c) => c.event_id)).toEqual(first.map((c) => c.event_id));
  });

  it('filters by category, genre and performer slug', async () => {
    const sports = await filter({ category: 'sports', limit: 20 });
    expect(sports.length).toBeGreaterThan(0);
    for (const card of sports) expect(card.categoryname).toBe('Sports');
    const epl = await filter({ genre: 'epl', limit: 20 });
    expect(epl.length).toBeGreaterThan(0);
    for (const card of epl) expect(card.genrename).toBe('Premier League');
    const swift = await filter({ performer: 'taylor-swift', limit: 100 });
    expect(swift.some((c) => c.performername === 'Taylor Swift')).toBe(true);
    // The headliner, or a performer of the event (a festival's act): both count.
    const [me] = await db()
      .handle.db.select()
      .from(performers)
      .where(eq(performers.slug, 'taylor-swift'));
    const playing = await db()
      .handle.db.select({ eventId: eventPerformers.eventId })
      .from(eventPerformers)
      .where(eq(eventPerformers.performerId, me!.id));
    const ids = new Set(playing.map((p) => p.eventId));
    for (const card of swift) {
      expect(card.performername === 'Taylor Swift' || ids.has(card.event_id)).toBe(true);
    }
    const carousel = await filter({ carosuelFilterByGenre: 'epl', limit: 20 });
    expect(carousel.map((c) => c.event_id)).toEqual(epl.map((c) => c.event_id));
  });

  it('filters by venue slug, venue name and cities', async () => {
    const [venue] = await db()
      .handle.db.select({
        id: venues.id,
        slug: venues.slug,
        name: venues.name,
        cityId: venues.cityId,
      })
      .from(venues)
      .innerJoin(events, eq(events.venueId, venues.id))
      .limit(1);
    const bySlug = await filter({ venueSlug: venue!.slug, limit: 50 });
    expect(bySlug.length).toBeGreaterThan(0);
    for (const card of bySlug) expect(card.venuename).toBe(venue!.name);
    const byName = await filter({ venue: venue!.name.toUpperCase(), limit: 50 });
    expect(byName.map((c) => c.event_id)).toEqual(bySlug.map((c) => c.event_id));
    const [city] = await db().handle.db.select().from(cities).where(eq(cities.id, venue!.cityId));
    const byCity = await filter({ cities: [city!.id], limit: 50 });
    expect(byCity.length).toBeGreaterThan(0);
    for (const card of byCity) expect(card.city).toBe(city!.name);
    const byCityId = await filter({ cityId: city!.id, limit: 50 });
    expect(byCityId.map((c) => c.event_id)).toEqual(byCity.map((c) => c.event_id));
  });

  it('searches event names ignoring case and accents', async () => {
    const plain = await filter({ eventSearch: 'beyonce', limit: 20 });
    const accented = await filter({ eventSearch: 'BEYONCÉ', limit: 20 });
    expect(plain.length).toBeGreaterThan(0);
    expect(accented.map((c) => c.event_id)).toEqual(plain.map((c) => c.event_id));
    for (const card of plain) expect(card.eventname.toLowerCase()).toContain('beyonc');
    expect(await filter({ eventSearch: '100%_', limit: 5 })).toEqual([]);
  });

  it('keeps to a radius around coordinates and sorts nearby by distance', async () => {
    const london = { latitude: 51.5072, longitude: -0.1276 };
    const near = await filter({ coordinates: london, radius: 50, limit: 50 });
    expect(near.length).toBeGreaterThan(0);
    for (const card of near) expect(card.city).toBe('London');
    const wide = await filter({ coordinates: london, radius: 250, limit: 100 });
    expect(wide.some((c) => c.city === 'Manchester')).toBe(true);
    expect(wide.every((c) => c.countrycode === 'uk')).toBe(true);
    const nearby = await filter({ type: 'nearby', coordinates: london, limit: 100 });
    expect(nearby[0]!.city).toBe('London');
  });

  it('honours days and the venue-local date range', async () => {
    const all = await filter({ limit: 100 });
    const soon = await filter({ days: 30, limit: 100 });
    const limitMs = Date.now() + 30 * 86_400_000;
    for (const card of soon) expect(Date.parse(card.eventdate)).toBeLessThan(limitMs);
    expect(soon.length).toBeLessThanOrEqual(all.length);
    const day = all[0]!.eventdate.slice(0, 10);
    const ranged = await filter({ from_date: day, to_date: day, limit: 100 });
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.length).toBeLessThan(all[0]!.exploreEventTotal);
  });

  it('summarises listings as the cheapest all-in price, converted GBP → JPY', async () => {
    const [card] = await filter({ country_code: 'uk', limit: 1 });
    await setEventListings(db().handle.db, card!.event_id, [
      { section: 'A', quantity: 4, priceMinor: 10_000, feesMinor: 1_000, currency: 'GBP' },
      {
        section: 'B',
        quantity: 2,
        priceMinor: 5_000,
        feesMinor: 500,
        taxRateBp: 1_000,
        currency: 'GBP',
        source: 'automatiq',
      },
    ]);
    await setHot(db().handle.db, card!.event_id, false);
    // days makes a new cache key: the first answer is cached for 30 s.
    const [gbp] = await filter({ country_code: 'uk', limit: 1, days: 3660 });
    // 50.00 + 5.00 fees + 10 % tax = 60.50
    expect(gbp!.listingDtls).toEqual({
      minPrice: 60.5,
      minPriceMinor: 6_050,
      currency: 'GBP',
      listingCount: 2,
      ticketCount: 6,
    });
    expect(gbp!.tevo_list_count).toBe(1);
    expect(gbp!.totalavailabletkts).toBe(6);
    expect(gbp!.badge).toBe('Hurry! 6 tickets left');
    const [jpy] = await filter({
      country_code: 'uk',
      limit: 1,
      fromCurrencyCode: 'GBP',
      toCurrencyCode: 'jpy',
    });
    // 60.50 GBP / 0.8 * 150 = 11343.75 → 11344 yen, no minor unit
    expect(jpy!.listingDtls.minPriceMinor).toBe(11_344);
    expect(jpy!.listingDtls.minPrice).toBe(11_344);
    expect(jpy!.listingDtls.currency).toBe('JPY');
    expect(jpy!.toCurrencyCode).toBe('JPY');
  });

  it('shows the hot badge first and filters hot events', async () => {
    const [card] = await filter({ country_code: 'au', limit: 1 });
    await setHot(db().handle.db, card!.event_id, true);
    const hot = await filter({ type: 'hot', country_code: 'au', limit: 100, days: 3660 });
    expect(hot.every((c) => c.hot_sale)).toBe(true);
    const mine = hot.find((c) => c.event_id === card!.event_id);
    expect(mine?.badge).toBe('Hot event');
  });

  it('rewrites stored performer images to the CDN base', async () => {
    const list = await filter({ limit: 100 });
    for (const card of list) {
      if (card.performerimg) expect(card.performerimg.startsWith('storage://')).toBe(false);
      expect(card.img.startsWith('storage://')).toBe(false);
    }
  });

  it.each([
    [{ limit: 0 }, 'limit', 'limit must be at least 1'],
    [{ limit: 101 }, 'limit', 'limit must be at most 100'],
    [{ page: -1 }, 'page', 'page must be at least 1'],
    [{ from_date: '2026-02-30' }, 'from_date', 'from_date must be a real calendar date'],
    [{ to_date: 'tomorrow' }, 'to_date', 'to_date must be a date (YYYY-MM-DD)'],
    [
      { from_date: '2026-05-02', to_date: '2026-05-01' },
      'to_date',
      'to_date must not be before from_date',
    ],
    [{ radius: 10 }, 'radius', 'radius needs coordinates'],
    [{ type: 'nearby' }, 'coordinates', 'coordinates are required'],
    [{ type: 'bogus' }, 'type', 'type must be one of'],
    [{ coordinates: { latitude: 91, longitude: 0 } }, 'coordinates.latitude', 'between -90 and 90'],
    [{ days: 0 }, 'days', 'days must be at least 1'],
    [{ toCurrencyCode: 'XYZ' }, 'toCurrencyCode', 'toCurrencyCode XYZ is not a currency'],
    [{ fromCurrencyCode: 'dollars' }, 'fromCurrencyCode', '3-letter currency code'],
    [{ cities: [0] }, 'cities', 'positive city ids'],
  ])('rejects %j with an error naming %s', async (input, field, message) => {
    const error = await filterError(input);
    expect(error.message).toContain(message);
    expect(error.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: expect.stringContaining(field),
    });
  });

  it('answers wrongly typed variables with a 4xx GraphQL error, never a 5xx', async () => {
    for (const input of [{ limit: 'ten' }, { limit: 1e12 }, { cities: 'x' }, { coordinates: 5 }]) {
      const body = await gql(
        'query($input: EventFilterInput){ filterListings(input: $input){ event_id } }',
        { input },
      );
      expect(body.errors?.length).toBeGreaterThan(0);
    }
    const garbage = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{' },
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('works without input and serves the second call from the cache', async () => {
    const a = await filter({});
    const b = await filter({});
    expect(a.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });
});
