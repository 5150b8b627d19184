import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { listings, ticketingSystems } from '@reprise/db/schema/listings';
import { MAX_TICKET_QUANTITY } from '@reprise/domain/constants';
import { SPLIT_IDS } from '@reprise/domain/ids';
import type { CurrencyRate } from '@reprise/domain/money/convert';
import { type AnyColumn, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { availableSeats, listingAvailability } from './availability-queries';

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

/**
 * Whether a buyer can take any quantity of a listing with `available` tickets on sale: canBuyQuantity
 * of packages/domain refuses every quantity only to a no-split listing with more than the maximum
 * a buyer may take (all or nothing), and the event page leaves such a listing out, so the cards do.
 */
function buyableSql(available: SQLWrapper): SQL {
  return sql`(${available} > 0 and not (${listings.splitRule} is not distinct from ${SPLIT_IDS.noSplitsId}
    and ${available} > ${MAX_TICKET_QUANTITY}))`;
}

const allInMinor = allInMinorSql(listings.priceMinor, listings.feesMinor, listings.taxRateBp);

function aggregateColumns(availability: ReturnType<typeof availabilityOf>) {
  const onSale = buyableSql(availability.available);
  // One order for the three columns, so they describe the same (cheapest) listing.
  const cheapest = (column: SQLWrapper) =>
    sql<number | null>`(array_agg(${column} order by ${allInMinor}, ${listings.id})
      filter (where ${onSale}))[1]`.mapWith(Number);
  return {
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
  };
}

function availabilityOf(db: Db, eventIds: readonly number[], now?: Date) {
  return listingAvailability(db, { eventIds }, now).as('availability');
}

/**
 * Per event and currency of a page of events: the cheapest all-in price and the money of the
 * listing it belongs to (to price it in another currency as the event page does), listing count
 * and tickets among what is on sale, and the tickets sold, all from the derived availability.
 */
export function listingAggregates(db: Db, eventIds: readonly number[]) {
  const availability = availabilityOf(db, eventIds);
  return db
    .select(aggregateColumns(availability))
    .from(listings)
    .innerJoin(availability, eq(availability.listingId, listings.id))
    .innerJoin(ticketingSystems, eq(ticketingSystems.id, listings.ticketingSystemId))
    .groupBy(listings.eventId, listings.currency);
}

/** One row of listingAggregates: what the cards' "from" price is computed from. */
export type ListingAggregate = Awaited<ReturnType<typeof listingAggregates>>[number];

/**
 * listingAggregates per section as well (event, section, currency), at `now`: what a lowest
 * price per zone of the seating plan is computed from, with the cards' very rule.
 */
export function sectionListingAggregates(db: Db, eventIds: readonly number[], now: Date) {
  const availability = availabilityOf(db, eventIds, now);
  return db
    .select({ ...aggregateColumns(availability), section: listings.section })
    .from(listings)
    .innerJoin(availability, eq(availability.listingId, listings.id))
    .innerJoin(ticketingSystems, eq(ticketingSystems.id, listings.ticketingSystemId))
    .groupBy(listings.eventId, listings.section, listings.currency);
}

// convertMinor of packages/domain in SQL: the amount times the rate ratio, rounded half away from
// zero once (numeric round), kept integral so the all-in rule's integer division rounds as in JS; null for a currency without a rate (the cards skip those too).
function convertedMinorSql(
  amount: SQLWrapper,
  target: CurrencyRate,
  rates: ReadonlyMap<string, CurrencyRate>,
): SQL<number | null> {
  const cases = [...rates.values()].map((from) => {
    if (from.code === target.code) return sql`when ${from.code} then ${amount}::bigint`;
    const factor =
      (target.unitsPerUsd / from.unitsPerUsd) * 10 ** (target.minorUnits - from.minorUnits);
    return sql`when ${from.code} then round(${amount}::numeric * ${String(factor)}::numeric)::bigint`;
  });
  return sql<number | null>`(case ${listings.currency} ${sql.join(cases, sql` `)} end)`;
}

/**
 * An event's "from" price as a scalar subquery correlated on `eventId`: the cheapest all-in price
 * per ticket among its listings on sale, in `target`'s minor units, priced as the event page
 * prices a listing in another currency (price and fees converted on their own, then taxed).
 */
export function fromPriceSql(
  eventId: AnyColumn,
  target: CurrencyRate,
  rates: ReadonlyMap<string, CurrencyRate>,
  now: Date,
): SQL<number | null> {
  const allIn = allInMinorSql(
    convertedMinorSql(listings.priceMinor, target, rates),
    convertedMinorSql(listings.feesMinor, target, rates),
    listings.taxRateBp,
  );
  return sql<number | null>`(select min(${allIn}) from ${listings}
    where ${listings.eventId} = ${eventId} and ${buyableSql(availableSeats(now))})`;
}

/**
 * Of the given events, those whose "from" price (fromPriceSql, in `target`'s minor units) lies
 * within the bounds; a null bound is open.
 */
export async function eventsInPriceBand(
  db: Db,
  eventIds: readonly number[],
  band: { minMinor: number | null; maxMinor: number | null },
  target: CurrencyRate,
  rates: ReadonlyMap<string, CurrencyRate>,
  now: Date,
): Promise<number[]> {
  if (eventIds.length === 0) return [];
  const fromPrice = fromPriceSql(events.id, target, rates, now);
  const rows = await db
    .select({ id: events.id, fromPrice: sql<number | null>`${fromPrice}`.mapWith(Number) })
    .from(events)
    .where(inArray(events.id, [...eventIds]));
  return rows
    .filter(
      (row) =>
        row.fromPrice !== null &&
        (band.minMinor === null || row.fromPrice >= band.minMinor) &&
        (band.maxMinor === null || row.fromPrice <= band.maxMinor),
    )
    .map((row) => row.id);
}
