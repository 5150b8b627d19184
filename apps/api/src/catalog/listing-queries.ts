import type { Db } from '@reprise/db/client';
import { listings, ticketingSystems } from '@reprise/db/schema/listings';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';

// Same rounding as allInPrice in packages/domain (integer half-up), so SQL minima match the rows.
const base = sql`(${listings.priceMinor} + ${listings.feesMinor})`;
const allInMinor = sql`(${base} + case when ${listings.taxRateBp} > 0 and ${base} > 0
  then (${base}::bigint * ${listings.taxRateBp} + 5000) / 10000 else 0 end)`;

// Listings a buyer can still pick: active and with seats left.
const buyable = and(eq(listings.status, 'active'), gt(listings.quantity, 0));

/** Cheapest all-in price, listing and ticket counts per event and currency, for a page of events. */
export function listingAggregates(db: Db, eventIds: readonly number[]) {
  return db
    .select({
      eventId: listings.eventId,
      currency: listings.currency,
      minAllIn: sql<number>`min(${allInMinor})`.mapWith(Number),
      listingCount: sql<number>`count(*)`.mapWith(Number),
      ticketCount: sql<number>`coalesce(sum(${listings.quantity}), 0)`.mapWith(Number),
      tevoCount: sql<number>`count(*) filter (where ${ticketingSystems.name} = 'tevo')`.mapWith(
        Number,
      ),
    })
    .from(listings)
    .innerJoin(ticketingSystems, eq(ticketingSystems.id, listings.ticketingSystemId))
    .where(and(inArray(listings.eventId, [...eventIds]), buyable))
    .groupBy(listings.eventId, listings.currency);
}

/** Every buyable listing of one event, cheapest all-in first (per its own currency). */
export function findEventListings(db: Db, eventId: number) {
  return db
    .select({
      id: listings.id,
      section: listings.section,
      row: listings.row,
      quantity: listings.quantity,
      priceMinor: listings.priceMinor,
      feesMinor: listings.feesMinor,
      taxRateBp: listings.taxRateBp,
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
    .where(and(eq(listings.eventId, eventId), buyable))
    .orderBy(asc(allInMinor), asc(listings.id));
}

export type EventListingRow = Awaited<ReturnType<typeof findEventListings>>[number];

/** The external ticketing systems (spec §7 allTicketingSystems). */
export function listTicketingSystems(db: Db) {
  return db
    .select({ id: ticketingSystems.id, name: ticketingSystems.name })
    .from(ticketingSystems)
    .orderBy(asc(ticketingSystems.id));
}
