// Availability is derived, never stored (ADR 0010): a listing's tickets on sale are its quantity
// minus the tickets sold (live order items) minus the tickets held (holds not released, not
// converted, not expired). This is the one place that derives it: the event page, the event cards'
// sold and available counts and the checkout's hold all read it from here.
import type { Db } from '@reprise/db/client';
import { holds } from '@reprise/db/schema/holds';
import { listings } from '@reprise/db/schema/listings';
import { orderItems } from '@reprise/db/schema/orders';
import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';

// Sold: the live order items of the listing. Held: its holds not released, not converted and not
// expired; expiry is the timestamp alone (a sweeper only tidies), so seats come back the instant
// a hold's clock ends.
// A literal, not a parameter: the partial index of live order items matches it in every plan.
const isLive = sql`${orderItems.status} = 'live'`;

function soldSeats(): SQL<number> {
  return sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems}
    where ${orderItems.listingId} = ${listings.id} and ${isLive})`;
}

/** A hold is active while neither released nor converted and its clock has not ended. */
export function activeAt(now: Date): SQL {
  return and(isNull(holds.releasedAt), isNull(holds.convertedAt), gt(holds.expiresAt, now))!;
}

function heldSeats(now: Date): SQL<number> {
  return sql<number>`(select coalesce(sum(${holds.quantity}), 0) from ${holds}
    where ${holds.listingId} = ${listings.id} and ${activeAt(now)})`;
}

/**
 * Tickets on sale of the listing row in scope: quantity − sold − held, never below 0; 0 for a
 * listing that is not active. Correlated on `listings`, so it also works inside a subquery.
 */
export function availableSeats(now: Date): SQL<number> {
  return availableOf(soldSeats(), heldSeats(now));
}

// The rule over a listing row and its sold and held counts, whichever way they were summed.
function availableOf(sold: SQL<number>, held: SQL<number>): SQL<number> {
  return sql<number>`case when ${listings.status} = 'active'
    then greatest(0, ${listings.quantity} - ${sold} - ${held}) else 0 end`;
}

/** Which listings to derive availability for: by event, by listing, or both. */
export interface AvailabilityScope {
  eventIds?: readonly number[];
  listingIds?: readonly number[];
}

/**
 * Per listing of the scope, in one statement: tickets listed, sold, held right now, and available
 * (quantity − sold − held, never below 0; 0 for a listing that is not active).
 */
export function listingAvailability(db: Db, scope: AvailabilityScope, now: Date = new Date()) {
  const where: SQL[] = [];
  if (scope.eventIds) where.push(inArray(listings.eventId, [...scope.eventIds]));
  if (scope.listingIds) where.push(inArray(listings.id, [...scope.listingIds]));
  if (where.length === 0) throw new RangeError('listingAvailability needs eventIds or listingIds');
  const inScope = and(...where);
  // Sold and held summed once for all the listings in scope (by the indexes on the listing), and
  // joined: as correlated sums per listing they ran for every row, and again for every use of
  // sold, held or available once the select was flattened into its parent (the event cards'
  // aggregates ran 25 of them per listing).
  const scoped = db.select({ id: listings.id }).from(listings).where(inScope);
  const sold = db
    .select({
      listingId: orderItems.listingId,
      seats: sql<number>`sum(${orderItems.quantity})`.as('sold_sum'),
    })
    .from(orderItems)
    .where(and(isLive, inArray(orderItems.listingId, scoped)))
    .groupBy(orderItems.listingId)
    .as('sold_seats');
  const held = db
    .select({
      listingId: holds.listingId,
      seats: sql<number>`sum(${holds.quantity})`.as('held_sum'),
    })
    .from(holds)
    .where(and(activeAt(now), inArray(holds.listingId, scoped)))
    .groupBy(holds.listingId)
    .as('held_seats');
  // Each sum has a name of its own: Drizzle names an aliased column of a subquery unqualified.
  const soldCount = sql<number>`coalesce(${sold.seats}, 0)`;
  const heldCount = sql<number>`coalesce(${held.seats}, 0)`;
  return db
    .select({
      listingId: listings.id,
      eventId: listings.eventId,
      quantity: listings.quantity,
      // Aliased, so the select also works as a subquery (the event cards aggregate over it).
      sold: sql<number>`${soldCount}`.mapWith(Number).as('sold'),
      held: sql<number>`${heldCount}`.mapWith(Number).as('held'),
      available: sql<number>`${availableOf(soldCount, heldCount)}`.mapWith(Number).as('available'),
    })
    .from(listings)
    .leftJoin(sold, eq(sold.listingId, listings.id))
    .leftJoin(held, eq(held.listingId, listings.id))
    .where(inScope);
}

export type ListingAvailability = Awaited<ReturnType<typeof listingAvailability>>[number];

/**
 * When the first hold on the event's listings that is active at `now` ends, or null: the moment
 * its seats come back on sale, which no write announces. A scalar subquery, so the event's
 * listings read it in the same statement.
 */
export function nextHoldEnd(eventId: number, now: Date): SQL<Date | null> {
  return sql<Date | null>`(select min(${holds.expiresAt}) from ${holds}
    inner join ${listings} on ${listings.id} = ${holds.listingId}
    where ${listings.eventId} = ${eventId} and ${activeAt(now)})`.mapWith(holds.expiresAt);
}
