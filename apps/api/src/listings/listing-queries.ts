import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { listings, ticketingSystems } from '@reprise/db/schema/listings';
import { and, asc, eq, ne } from 'drizzle-orm';
import { listingAvailability, nextHoldEnd } from '../events/public';

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
