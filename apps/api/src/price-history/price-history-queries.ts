import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { listings } from '@reprise/db/schema/listings';
import { cities, countries, venues } from '@reprise/db/schema/place';
import { priceHistory, priceSnapshotDays } from '@reprise/db/schema/price-history';
import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { idExists } from '../platform/id-exists';

export type PriceHistoryRow = typeof priceHistory.$inferInsert;

/**
 * A page of the upcoming events that have listings, by id after `afterId`, each with the currency
 * of its venue's country (what its history is kept in; null when the country is not known).
 */
export function upcomingEventsWithListings(db: Db, now: Date, afterId: number, limit: number) {
  return db
    .select({ id: events.id, currency: countries.currencyCode })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .leftJoin(countries, eq(countries.code, cities.countryCode))
    .where(
      and(
        gt(events.id, afterId),
        gt(events.startsAt, now),
        inArray(events.status, ['scheduled', 'rescheduled', 'postponed']),
        sql`exists (select 1 from ${listings} where ${listings.eventId} = ${events.id})`,
      ),
    )
    .orderBy(asc(events.id))
    .limit(limit);
}

/** Stores a day's snapshot rows; a row already stored for that event, day and zone stays. */
export async function insertSnapshots(db: Db, rows: readonly PriceHistoryRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = await db
    .insert(priceHistory)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ eventId: priceHistory.eventId });
  return stored.length;
}

/** Whether the snapshot of `day` has finished. */
export const snapshotDayDone = (db: Db, day: string) => idExists(db, priceSnapshotDays.day, day);

/** Records that the snapshot of `day` finished. */
export async function markSnapshotDay(db: Db, day: string, eventCount: number, now: Date) {
  await db
    .insert(priceSnapshotDays)
    .values({ day, events: eventCount, completedAt: now })
    .onConflictDoNothing();
}

/** An event's snapshots between two days (inclusive), oldest first. */
export function findPriceHistory(db: Db, eventId: number, from: string, to: string) {
  return db
    .select({
      day: priceHistory.day,
      zoneId: priceHistory.zoneId,
      zoneName: priceHistory.zoneName,
      currency: priceHistory.currency,
      lowestAllInMinor: priceHistory.lowestAllInMinor,
    })
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.eventId, eventId),
        gte(priceHistory.day, from),
        lte(priceHistory.day, to),
      ),
    )
    .orderBy(asc(priceHistory.day), asc(priceHistory.zoneId));
}
