import type { Db } from '@reprise/db/client';
import { listings, ticketingSystems } from '@reprise/db/schema/listings';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { listingAvailability } from './availability-queries';

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
