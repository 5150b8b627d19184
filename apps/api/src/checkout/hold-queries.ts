// Plain queries of holds; the hold service owns the transactions they run in.
import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { holds } from '@reprise/db/schema/holds';
import { listings } from '@reprise/db/schema/listings';
import { and, eq, gt, inArray, isNotNull, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { listingAvailability } from '../listings/availability-queries';

export type HoldRow = typeof holds.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;

// The columns the owner and activity rules read, of the holds table or an alias of it.
type HoldColumns = Record<
  'sessionId' | 'buyerId' | 'releasedAt' | 'convertedAt' | 'expiresAt',
  AnyPgColumn
>;

/** A hold is active while neither released nor converted and its clock has not ended. */
export function activeAt(now: Date, table: HoldColumns = holds): SQL {
  return and(isNull(table.releasedAt), isNull(table.convertedAt), gt(table.expiresAt, now))!;
}

/** Who holds: a session, and a signed-in buyer on any of their sessions. */
export interface HoldOwnerKey {
  sessionId: string;
  buyerId: number | null;
}

function heldBy(owner: HoldOwnerKey, table: HoldColumns = holds): SQL {
  return owner.buyerId === null
    ? eq(table.sessionId, owner.sessionId)
    : or(eq(table.sessionId, owner.sessionId), eq(table.buyerId, owner.buyerId))!;
}

/**
 * The listing row, locked FOR UPDATE until the transaction ends when `lock` is true: every hold
 * and order of the listing then decides one after the other (DESIGN §4).
 */
export async function findListingForHold(db: Db, listingId: number, lock: boolean) {
  const query = db.select().from(listings).where(eq(listings.id, listingId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The listing row locked FOR UPDATE (unless `lock` is false), with its event's status and start, in
 * one statement. Availability must be read by a later statement: under READ COMMITTED a statement
 * sees the data of the moment it began, which for this one is before it waited for the lock.
 */
export async function lockListingWithEvent(db: Db, listingId: number, lock: boolean) {
  const query = db
    .select({ listing: listings, eventStatus: events.status, eventStartsAt: events.startsAt })
    .from(listings)
    .leftJoin(events, eq(events.id, listings.eventId))
    .where(eq(listings.id, listingId));
  const [row] = lock ? await query.for('update', { of: listings }) : await query;
  return row;
}

/**
 * What a new hold decides on, in one statement: the listing's available seats, the session's
 * active hold on it (`same`), and the owner's other active holds (how many, and their seats on
 * this listing, which a new hold frees).
 */
export async function holdFacts(db: Db, listingId: number, owner: HoldOwnerKey, now: Date) {
  const availability = listingAvailability(db, { listingIds: [listingId] }, now).as('availability');
  const other = alias(holds, 'other_hold');
  // Interpolated, an alias names itself only: the FROM item needs the table too.
  const fromOther = sql`${holds} ${sql.identifier('other_hold')}`;
  const others = and(
    heldBy(owner, other),
    activeAt(now, other),
    not(and(eq(other.listingId, listingId), eq(other.sessionId, owner.sessionId))!),
  );
  const [row] = await db
    .select({
      available: availability.available,
      same: holds,
      otherHolds: sql<number>`(select count(*) from ${fromOther} where ${others})`.mapWith(Number),
      otherSeatsHere: sql<number>`(select coalesce(sum(${other.quantity}), 0) from ${fromOther}
        where ${others} and ${other.listingId} = ${listingId})`.mapWith(Number),
    })
    .from(availability)
    .leftJoin(
      holds,
      and(
        eq(holds.listingId, availability.listingId),
        eq(holds.sessionId, owner.sessionId),
        activeAt(now),
      ),
    )
    .limit(1);
  return row ?? { available: 0, same: null, otherHolds: 0, otherSeatsHere: 0 };
}

/** Releases the owner's active holds except the session's hold on `keepListingId`. */
export function releaseOtherHoldsOf(db: Db, owner: HoldOwnerKey, keepListingId: number, now: Date) {
  return db
    .update(holds)
    .set({ releasedAt: now })
    .where(
      and(
        heldBy(owner),
        activeAt(now),
        not(and(eq(holds.listingId, keepListingId), eq(holds.sessionId, owner.sessionId))!),
      ),
    )
    .returning();
}

export async function findHoldById(db: Db, holdId: number) {
  const [row] = await db.select().from(holds).where(eq(holds.id, holdId)).limit(1);
  return row;
}

export async function insertHold(db: Db, values: typeof holds.$inferInsert) {
  const [row] = await db.insert(holds).values(values).returning();
  return row!;
}

export async function updateHoldQuantity(db: Db, holdId: number, quantity: number) {
  const [row] = await db.update(holds).set({ quantity }).where(eq(holds.id, holdId)).returning();
  return row!;
}

/** Releases the given active holds; answers the rows it released. */
export function releaseHoldRows(db: Db, holdIds: readonly number[], now: Date) {
  if (holdIds.length === 0) return Promise.resolve([] as HoldRow[]);
  return db
    .update(holds)
    .set({ releasedAt: now })
    .where(and(inArray(holds.id, [...holdIds]), activeAt(now)))
    .returning();
}

/** Releases a session's active holds among `ids` (hold ids, or listing ids with `by: 'listing'`). */
export function releaseSessionHolds(
  db: Db,
  sessionId: string,
  ids: readonly number[],
  by: 'hold' | 'listing',
  now: Date,
) {
  if (ids.length === 0) return Promise.resolve([] as HoldRow[]);
  const column = by === 'hold' ? holds.id : holds.listingId;
  return db
    .update(holds)
    .set({ releasedAt: now })
    .where(and(eq(holds.sessionId, sessionId), inArray(column, [...ids]), activeAt(now)))
    .returning();
}

export function setLockRequestId(db: Db, holdId: number, lockRequestId: string | null) {
  return db.update(holds).set({ lockRequestId }).where(eq(holds.id, holdId));
}

/** Sets a hold's clock (the test-only hook). */
export async function setHoldExpiry(db: Db, holdId: number, expiresAt: Date) {
  const [row] = await db.update(holds).set({ expiresAt }).where(eq(holds.id, holdId)).returning();
  return row;
}

/** Holds whose clock ended (or that were released) but still carry an upstream lock. */
export function findStaleLocks(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(holds)
    .where(
      and(
        isNotNull(holds.lockRequestId),
        isNull(holds.convertedAt),
        or(isNotNull(holds.releasedAt), lte(holds.expiresAt, now)),
      ),
    )
    .limit(limit);
}

/** The listing rows of holds (for upstream calls), keyed by id. */
export async function findListingsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, ListingRow>();
  const rows = await db
    .select()
    .from(listings)
    .where(inArray(listings.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
