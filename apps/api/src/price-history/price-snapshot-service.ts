// The daily price snapshot: for every upcoming event with listings, the lowest all-in price of
// one ticket per zone of its seating plan, in its venue country's currency, computed with the
// cards' "from" price rule (summarisePrices over the listing aggregates, per section here). One
// row per event, day and zone; a second run the same day adds nothing.

import type { PriceHistory } from '@reprise/domain/price-history/price-history';
import {
  daysBefore,
  PRICE_HISTORY_DAYS,
  utcDay,
} from '@reprise/domain/price-history/price-history';
import { getSeatingPlan, sectionListingAggregates, summarisePrices } from '../events/public';
import { loadRates } from '../money/public';
import type { Context } from '../platform/service-context';
import {
  findPriceHistory,
  insertSnapshots,
  markSnapshotDay,
  type PriceHistoryRow,
  snapshotDayDone,
  upcomingEventsWithListings,
} from './price-history-queries';

const EVENT_BATCH = 50;

/** Listings whose section lies in no zone of the plan are kept under this zone. */
const NO_ZONE = { id: '', name: 'Other seats' };

/** What a snapshot did. */
export interface SnapshotSummary {
  day: string;
  /** False when the day's snapshot had already finished (nothing was read). */
  ran: boolean;
  events: number;
  rows: number;
}

type SectionAggregate = Awaited<ReturnType<typeof sectionListingAggregates>>[number];

/** The rows of one event's snapshot: each zone's lowest all-in price on sale now, if any. */
async function eventRows(
  ctx: Context,
  event: { id: number; currency: string },
  aggregates: readonly SectionAggregate[],
  rates: Awaited<ReturnType<typeof loadRates>>,
  day: string,
): Promise<PriceHistoryRow[]> {
  const plan = await getSeatingPlan(ctx, event.id);
  const byZone = new Map<string, { name: string; aggregates: SectionAggregate[] }>();
  for (const aggregate of aggregates) {
    const zone = plan.sections.get(aggregate.section.toLowerCase())?.zone ?? NO_ZONE;
    const entry = byZone.get(zone.id) ?? { name: zone.name, aggregates: [] };
    entry.aggregates.push(aggregate);
    byZone.set(zone.id, entry);
  }
  const rows: PriceHistoryRow[] = [];
  for (const [zoneId, { name, aggregates: zoneAggregates }] of byZone) {
    const lowest = summarisePrices(zoneAggregates, event.currency, rates).minPriceMinor;
    if (lowest === null) continue;
    rows.push({
      eventId: event.id,
      day,
      zoneId,
      zoneName: name,
      currency: event.currency,
      lowestAllInMinor: lowest,
    });
  }
  return rows;
}

/** Takes today's snapshot unless it already finished; safe to run again (idempotent per day). */
export async function snapshotPrices(ctx: Context, now: Date): Promise<SnapshotSummary> {
  const day = utcDay(now);
  if (await snapshotDayDone(ctx.db, day)) return { day, ran: false, events: 0, rows: 0 };
  const rates = await loadRates(ctx.db, ctx.cache);
  let afterId = 0;
  let eventCount = 0;
  let rowCount = 0;
  for (;;) {
    const page = await upcomingEventsWithListings(ctx.db, now, afterId, EVENT_BATCH);
    if (page.length === 0) break;
    afterId = page[page.length - 1]!.id;
    const aggregates = await sectionListingAggregates(
      ctx.db,
      page.map((event) => event.id),
      now,
    );
    const byEvent = new Map<number, SectionAggregate[]>();
    for (const aggregate of aggregates) {
      const own = byEvent.get(aggregate.eventId);
      if (own) own.push(aggregate);
      else byEvent.set(aggregate.eventId, [aggregate]);
    }
    const rows: PriceHistoryRow[] = [];
    for (const event of page) {
      if (!event.currency || !rates.has(event.currency)) continue;
      const own = byEvent.get(event.id);
      if (!own) continue;
      rows.push(
        ...(await eventRows(ctx, { id: event.id, currency: event.currency }, own, rates, day)),
      );
    }
    rowCount += await insertSnapshots(ctx.db, rows);
    eventCount += page.length;
  }
  await markSnapshotDay(ctx.db, day, eventCount, now);
  ctx.cache.invalidate(PRICE_HISTORY_TAG);
  return { day, ran: true, events: eventCount, rows: rowCount };
}

/** Cache tag of every read history: a finished snapshot changes them all. */
export const PRICE_HISTORY_TAG = 'price-history';

// A history changes once a day: each event page's render reads it from the read cache, and a
// snapshot that finishes drops the cached ones (on every copy, through the invalidation bus).
const HISTORY_TTL_MS = 10 * 60 * 1000;

/** An event's last PRICE_HISTORY_DAYS days of snapshots, as the event page's chart reads them. */
export function priceHistoryOf(ctx: Context, eventId: number, now: Date): Promise<PriceHistory> {
  const to = utcDay(now);
  return ctx.cache.get(
    `price-history:${eventId}:${to}`,
    { ttlMs: HISTORY_TTL_MS, tags: [PRICE_HISTORY_TAG] },
    () => readPriceHistory(ctx, eventId, to),
  );
}

async function readPriceHistory(ctx: Context, eventId: number, to: string): Promise<PriceHistory> {
  const from = daysBefore(to, PRICE_HISTORY_DAYS - 1);
  const rows = await findPriceHistory(ctx.db, eventId, from, to);
  const currency = rows.at(-1)?.currency ?? null;
  const rates = await loadRates(ctx.db, ctx.cache);
  const minorUnits = currency ? (rates.get(currency)?.minorUnits ?? 2) : 2;
  // One currency per chart: a venue whose country changed currency keeps only the current one.
  const kept = rows.filter((row) => row.currency === currency);
  const lastDay = kept.at(-1)?.day;
  const zoneNames = new Map<string, string>();
  const lastPrice = new Map<string, number>();
  for (const row of kept) {
    zoneNames.set(row.zoneId, row.zoneName);
    if (row.day === lastDay) lastPrice.set(row.zoneId, row.lowestAllInMinor);
  }
  const zones = [...zoneNames]
    .map(([id, name]) => ({ id, name }))
    .sort(
      (a, b) =>
        (lastPrice.get(a.id) ?? Number.POSITIVE_INFINITY) -
          (lastPrice.get(b.id) ?? Number.POSITIVE_INFINITY) || a.name.localeCompare(b.name),
    );
  const column = new Map(zones.map((zone, index) => [zone.id, index]));
  const days = new Map<string, (number | null)[]>();
  for (const row of kept) {
    let prices = days.get(row.day);
    if (!prices) {
      prices = zones.map(() => null);
      days.set(row.day, prices);
    }
    prices[column.get(row.zoneId)!] = row.lowestAllInMinor;
  }
  return {
    currency,
    minorUnits,
    from,
    to,
    zones,
    days: [...days].map(([day, prices]) => ({ day, prices })),
  };
}
