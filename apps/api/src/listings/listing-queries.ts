import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { listings, ticketingSystems } from '@reprise/db/schema/listings';
import { and, asc, eq, ne, type SQLWrapper, sql } from 'drizzle-orm';
import { listingAvailability, nextHoldEnd } from './availability-queries';

/**
 * The all-in price of allInPrice in packages/domain (price + fees + tax on them at a rate in basis
 * points, rounded half up in integers) as SQL over minor-unit integers, so SQL minima match the
 * rows. The sum is taken in bigint: two large int4 amounts must not overflow.
 */
export function allInMinorSql(
  priceMinor: SQLWrapper,
  feesMinor: SQLWrapper,
  taxRateBp: SQLWrapper,
) {
  const base = sql`(${priceMinor}::bigint + ${feesMinor})`;
  return sql<number>`(${base} + case when ${taxRateBp} > 0 and ${base} > 0
    then (${base} * ${taxRateBp} + 5000) / 10000 else 0 end)`;
}

const allInMinor = allInMinorSql(listings.priceMinor, listings.feesMinor, listings.taxRateBp);

/**
 * Per event and currency of a page of events: the cheapest all-in price and the money of the
 * listing it belongs to (to price it in another currency as the event page does), listing count
 * and tickets among what is on sale, and the tickets sold, all from the derived availability.
 */
export function listingAggregates(db: Db, eventIds: readonly number[]) {
  const availability = listingAvailability(db, { eventIds }).as('availability');
  const onSale = sql`${availability.available} > 0`;
  // One order for the three columns, so they describe the same (cheapest) listing.
  const cheapest = (column: SQLWrapper) =>
    sql<number | null>`(array_agg(${column} order by ${allInMinor}, ${listings.id})
      filter (where ${onSale}))[1]`.mapWith(Number);
  return db
    .select({
      eventId: listings.eventId,
      currency: listings.currency,
      minAllIn: sql<number | null>`min(${allInMinor}) filter (where ${onSale})`.mapWith(Number),
      cheapestPriceMinor: cheapest(listings.priceMinor),
      cheapestFeesMinor: cheapest(listings.feesMinor),
      cheapestTaxRateBp: cheapest(listings.taxRateBp),
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

/** The external ticketing systems (the allTicketingSystems call). */
export function listTicketingSystems(db: Db) {
  return db
    .select({ id: ticketingSystems.id, name: ticketingSystems.name })
    .from(ticketingSystems)
    .orderBy(asc(ticketingSystems.id));
}
