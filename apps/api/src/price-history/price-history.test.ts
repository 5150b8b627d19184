import { events } from '@reprise/db/schema/catalog';
import { cities, countries, venues } from '@reprise/db/schema/place';
import { priceHistory } from '@reprise/db/schema/price-history';
import { daysBefore, utcDay } from '@reprise/domain/price-history/price-history';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../cache/read-cache';
import { mapTwoZones } from '../test-support/alerts/listing-push';
import { eventWithListings } from '../test-support/checkout/checkout-fixtures';
import { useTestApi } from '../test-support/use-test-api';
import { snapshotPrices } from './price-snapshot-service';

const OPERATOR_KEY = 'operator-key-for-price-history-tests-0123';

describe('price history', () => {
  const api = useTestApi(undefined, { operatorApiKey: OPERATOR_KEY });
  const db = () => api.db.handle.db;
  const cache = new ReadCache();
  const ctx = () => ({ db: db(), cache, cdnBaseUrl: '' });
  let eventId: number;
  let currency: string;

  async function currencyOf(id: number) {
    const [row] = await db()
      .select({ currency: countries.currencyCode })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .innerJoin(cities, eq(cities.id, venues.cityId))
      .innerJoin(countries, eq(countries.code, cities.countryCode))
      .where(eq(events.id, id));
    return row!.currency;
  }

  beforeAll(async () => {
    ({ eventId } = await eventWithListings(db(), [], 2));
    currency = await currencyOf(eventId);
    ({ eventId } = await eventWithListings(
      db(),
      [
        // Lower: £60 + £10 fees = £70 all-in is the zone's lowest; £50 is sold out.
        { section: 'Lower 1', quantity: 4, priceMinor: 6_000, feesMinor: 1_000, currency },
        { section: 'Lower 1', quantity: 4, priceMinor: 9_000, currency },
        { section: 'Lower 1', quantity: 0, priceMinor: 5_000, currency, status: 'sold_out' },
        // Club: a no-split listing of more than a buyer may take is not buyable, so £120 is.
        { section: 'Club 1', quantity: 30, priceMinor: 4_000, currency, splitRule: 5 },
        { section: 'Club 1', quantity: 2, priceMinor: 12_000, currency },
        { section: 'Standing', quantity: 6, priceMinor: 3_000, currency },
      ],
      2,
    ));
    await mapTwoZones(api.app, eventId, OPERATOR_KEY);
  });

  const history = async (id: number) => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/events/${id}/price-history`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it("snapshots each zone's lowest all-in price with the cards' rule, once a day", async () => {
    const now = new Date();
    const first = await snapshotPrices(ctx(), now);
    expect(first).toMatchObject({ day: utcDay(now), ran: true });
    const rows = await db()
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.eventId, eventId))
      .orderBy(priceHistory.zoneId);
    expect(rows.map((row) => [row.zoneId, row.zoneName, row.lowestAllInMinor])).toEqual([
      ['', 'Other seats', 3_000],
      ['club', 'Club', 12_000],
      ['lower', 'Lower Tier', 7_000],
    ]);
    expect(rows.every((row) => row.currency === currency && row.day === utcDay(now))).toBe(true);

    // The lowest of the zones is the event page's lowest price in the same currency.
    const page = await api.app.inject({
      method: 'GET',
      url: `/api/event/listings?eventId=${eventId}&toCurrencyCode=${currency}`,
    });
    expect(page.json().data.summary.lowPrice).toBe(3_000);

    // Again the same day: nothing read, nothing added.
    expect(await snapshotPrices(ctx(), now)).toMatchObject({ ran: false, rows: 0 });
    const again = await db().select().from(priceHistory).where(eq(priceHistory.eventId, eventId));
    expect(again).toHaveLength(3);
  });

  it('answers the last 30 days of a seeded history, oldest first, zones cheapest first', async () => {
    const today = utcDay(new Date());
    await db().delete(priceHistory).where(eq(priceHistory.eventId, eventId));
    // 31 days seeded: the oldest falls outside the window. Lower falls £1 a day; club is flat
    // and missing on one day (nothing on sale in it).
    const seeded = [];
    for (let ago = 30; ago >= 0; ago--) {
      const day = daysBefore(today, ago);
      seeded.push({
        eventId,
        day,
        zoneId: 'lower',
        zoneName: 'Lower Tier',
        currency,
        lowestAllInMinor: 7_000 + ago * 100,
      });
      if (ago !== 10) {
        seeded.push({
          eventId,
          day,
          zoneId: 'club',
          zoneName: 'Club',
          currency,
          lowestAllInMinor: 12_000,
        });
      }
    }
    await db().insert(priceHistory).values(seeded);
    const data = await history(eventId);
    expect(data.currency).toBe(currency);
    expect(data.from).toBe(daysBefore(today, 29));
    expect(data.to).toBe(today);
    expect(data.zones).toEqual([
      { id: 'lower', name: 'Lower Tier' },
      { id: 'club', name: 'Club' },
    ]);
    expect(data.days).toHaveLength(30);
    expect(data.days[0]).toEqual({ day: daysBefore(today, 29), prices: [9_900, 12_000] });
    expect(data.days[19]).toEqual({ day: daysBefore(today, 10), prices: [8_000, null] });
    expect(data.days[29]).toEqual({ day: today, prices: [7_000, 12_000] });
  });

  it('answers an empty history for an event without snapshots, 404 for an unknown event and 400 for a bad id', async () => {
    const other = (await eventWithListings(db(), [], 5)).eventId;
    await db().delete(priceHistory).where(eq(priceHistory.eventId, other));
    const empty = await history(other);
    expect(empty).toMatchObject({ currency: null, zones: [], days: [] });
    const unknown = await api.app.inject({
      method: 'GET',
      url: '/api/events/999999/price-history',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await api.app.inject({ method: 'GET', url: '/api/events/abc/price-history' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('eventId');
  });
});
