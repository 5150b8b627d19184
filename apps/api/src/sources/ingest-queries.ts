import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { listings } from '@reprise/db/schema/listings';
import { currencies } from '@reprise/db/schema/money';
import { and, inArray, ne, notInArray, sql } from 'drizzle-orm';

/** Which of `ids` are events of ours. */
export async function existingEventIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(inArray(events.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Every currency we know, with its digits after the decimal point. */
export async function currencyDigits(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: currencies.code, minorUnits: currencies.minorUnits })
    .from(currencies);
  return new Map(rows.map((r) => [r.code, r.minorUnits]));
}

/** A source's listings with the given external ids, as stored. */
export function findSourceListings(
  db: Db,
  ticketingSystemId: number,
  externalIds: readonly string[],
) {
  if (externalIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(listings)
    .where(
      and(
        sql`${listings.ticketingSystemId} = ${ticketingSystemId}`,
        inArray(listings.externalId, [...externalIds]),
      ),
    );
}

export type StoredListing = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

export function insertListings(db: Db, rows: NewListing[]) {
  return db.insert(listings).values(rows).returning({ id: listings.id });
}

export function updateListing(db: Db, id: number, changes: Partial<NewListing>) {
  return db
    .update(listings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(sql`${listings.id} = ${id}`);
}

/**
 * Withdraws the source's listings in scope (its events `eventIds`, or all of them when null) that
 * are not among `keep`: they vanished from the source. Returns what was withdrawn.
 */
export function withdrawVanished(
  db: Db,
  ticketingSystemId: number,
  eventIds: readonly number[] | null,
  keep: readonly string[],
) {
  if (eventIds !== null && eventIds.length === 0) return Promise.resolve([]);
  const where = [
    sql`${listings.ticketingSystemId} = ${ticketingSystemId}`,
    ne(listings.status, 'withdrawn'),
  ];
  if (eventIds !== null) where.push(inArray(listings.eventId, [...eventIds]));
  if (keep.length > 0) where.push(notInArray(listings.externalId, [...keep]));
  return db
    .update(listings)
    .set({ status: 'withdrawn', updatedAt: sql`now()` })
    .where(and(...where))
    .returning({ id: listings.id, eventId: listings.eventId });
}
