import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { listings, ticketingSystems } from '@reprise/db/schema/listings';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { listingAvailability, nextHoldEnd } from './availability-queries';

// Same rounding as allInPrice in packages/domain (integer half-up), so SQL minima match the rows.
const base = sql`(${listings.priceMinor} + ${listings.feesMinor})`;
const allInMinor = sql`(${base} + case when ${listings.taxRateBp} > 0 and ${base} > 0
  then (${base}::bigint * ${listings.taxRateBp} + 5000) / 10000 else 0 end)`;

/**
 * Per event and currency of a page of events: the cheapest all-in price, listing count and
 * tickets among what is on sale, and the tickets sold, all from the derived availability.
 */
export function listingAggregates(db: Db, eventIds: readonly number[]) {
  const availability = listingAvailability(db, { eventIds }).as('availability');
  const onSale = sql`${availability.available} > 0`;
  return db
    .select({
      eventId: listings.eventId,
      currency: listings.currency,
      minAllIn: sql<number | null>`min(${allInMinor}) filter (where ${onSale})`.mapWith(Number),
      listingCount: sql<number>`count(*) filter (where ${onSale})`.mapWith(Number),
      ticketCount: sql<number>`coalesce(sum(${availability.available}), 0)`.mapWith(Number),
      soldCount: sql<number>`coalesce(sum(${availability.sold}), 0)`.mapWith(Number),
      tevoCount: sql<number>`count(*) filter (where ${onSale}
        and ${ticketingSystems.name} = 'tevo')`.mapWith(Number),
    })
    .from(listings)
    .innerJoin(availability, eq(availability.listingId, listings.id))
    .innerJoin(ticketingSystems, eq(ticketingSystems.id, listings.ticketingSystemId))
    .groupBy(listings.eventId, listings.currency);
}

/**
 * Every active listing of one event with its details and derived availability at `now`, and when
 * the event's first active hold ends (the same on every row), in one statement. A cancelled event
 * has none: it sells nothing.
 */
export function findEventListings(db: Db, eventId: number, now: Date) {
  const availability = listingAvailability(db, { eventIds: [eventId] }, now).as('availability');
  return db
    .select({
      id: listings.id,
      section: listings.section,
      row: listings.row,
      seatFrom: listings.seatFrom,
      seatTo: listings.seatTo,
      quantity: listings.quantity,
      available: availability.available,
      priceMinor: listings.priceMinor,
      feesMinor: listings.feesMinor,
      taxRateBp: listings.taxRateBp,
      faceValueMinor: listings.faceValueMinor,
      wholesaleMinor: listings.wholesalePriceMinor,
      currency: listings.currency,
      source: ticketingSystems.name,
      ticketTypeId: listings.ticketTypeId,
      seatTypeId: listings.seatTypeId,
      splitRule: listings.splitRule,
      inHandDate: listings.inHandDate,
      instantDelivery: listings.instantDelivery,
      notes: listings.notes,
      accessible: listings.accessibleSeating,
      viewQuality: listings.viewQuality,
      holdEndsAt: nextHoldEnd(eventId, now),
    })
    .from(listings)
    .innerJoin(availability, eq(availability.listingId, listings.id))
    .innerJoin(ticketingSystems, eq(ticketingSystems.id, listings.ticketingSystemId))
    .innerJoin(events, and(eq(events.id, listings.eventId), ne(events.status, 'cancelled')))
    .where(and(eq(listings.eventId, eventId), eq(listings.status, 'active')))
    .orderBy(asc(listings.id));
}

export type EventListingRow = Awaited<ReturnType<typeof findEventListings>>[number];

/** The external ticketing systems (spec §7 allTicketingSystems). */
export function listTicketingSystems(db: Db) {
  return db
    .select({ id: ticketingSystems.id, name: ticketingSystems.name })
    .from(ticketingSystems)
    .orderBy(asc(ticketingSystems.id));
}
