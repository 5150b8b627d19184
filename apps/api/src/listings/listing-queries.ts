import type { Db } from '@reprise/db/client';
import { listings, ticketingSystems } from '@reprise/db/schema/listings';
import { and, asc, eq } from 'drizzle-orm';

/** Every active listing of one event with its details (availability comes from its own query). */
export function findEventListings(db: Db, eventId: number) {
  return db
    .select({
      id: listings.id,
      section: listings.section,
      row: listings.row,
      seatFrom: listings.seatFrom,
      seatTo: listings.seatTo,
      quantity: listings.quantity,
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
    })
    .from(listings)
    .innerJoin(ticketingSystems, eq(ticketingSystems.id, listings.ticketingSystemId))
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
