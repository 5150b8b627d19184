import type { Db } from '@reprise/db/client';
import { listings, ticketingSystems } from '@reprise/db/schema/listings';
import { eq, sql } from 'drizzle-orm';
import { listingAvailability } from './availability-queries';

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
