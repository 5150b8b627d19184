import type { Db } from '@reprise/db/client';
import { listings } from '@reprise/db/schema/listings';
import { and, eq, gt } from 'drizzle-orm';
import { listingAvailability } from '../events/public';

/**
 * The listings of the events with tickets on sale now (derived availability: quantity − sold −
 * active holds), with what the split rule and the all-in price read.
 */
export function findAlertCandidates(db: Db, eventIds: readonly number[], now: Date) {
  const availability = listingAvailability(db, { eventIds }, now).as('availability');
  return db
    .select({
      id: listings.id,
      eventId: listings.eventId,
      section: listings.section,
      available: availability.available,
      splitRule: listings.splitRule,
      seatTypeId: listings.seatTypeId,
      priceMinor: listings.priceMinor,
      feesMinor: listings.feesMinor,
      taxRateBp: listings.taxRateBp,
      currency: listings.currency,
    })
    .from(listings)
    .innerJoin(availability, eq(availability.listingId, listings.id))
    .where(and(eq(listings.status, 'active'), gt(availability.available, 0)));
}
