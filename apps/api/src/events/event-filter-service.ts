import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { FALLBACK_EVENT_IMAGE } from '@reprise/domain/categories';
import { DEFAULT_CURRENCY } from '@reprise/domain/constants';
import { displayEventTitle } from '@reprise/domain/event-title';
import { allInPrice, convertListingMoney } from '@reprise/domain/listings/all-in-price';
import { eventBadge } from '@reprise/domain/listings/event-badge';
import { type CurrencyRate, minorToMajor } from '@reprise/domain/money/convert';
import { eventPath } from '@reprise/domain/routes';
import type {
  EventListingCard,
  ListingDetails,
  NormalizedEventFilter,
} from '@reprise/domain/schemas/listings';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { ReadCache } from '../cache/read-cache';
import { publicImageUrl } from '../images/public';
import { ratesFor } from '../money/public';
import {
  type FilteredEventRow,
  findFilteredEventIds,
  findFilteredEvents,
} from './event-filter-queries';
import {
  eventsInPriceBand,
  type ListingAggregate,
  listingAggregates,
} from './listing-aggregate-queries';

// Carousels ask the same few filters again and again; half a minute of staleness is invisible.
const FILTER_TTL_MS = 30_000;

/**
 * Tag of the event cards, whose sold counts change with every order. An order changes no other
 * listing's figures, so it drops the cards alone, never every event's listings and pages.
 */
export const EVENT_CARDS_TAG = 'event-cards';

/** Events matching a filter with their price summaries, cached per normalised filter. */
export function filterEventListings(
  db: Db,
  cache: ReadCache,
  cdnBaseUrl: string,
  filter: NormalizedEventFilter,
): Promise<EventListingCard[]> {
  return cache.get(
    `events:filter:${JSON.stringify(filter)}`,
    { ttlMs: FILTER_TTL_MS, tags: ['events', 'listings', EVENT_CARDS_TAG] },
    async () => {
      const rates = await ratesFor(db, cache, {
        fromCurrencyCode: filter.fromCurrencyCode,
        toCurrencyCode: filter.toCurrencyCode,
      });
      const now = new Date();
      const band = await priceBand(db, filter, rates, now);
      const rows = await findFilteredEvents(db, filter, now, band);
      const aggregates =
        rows.length > 0
          ? await listingAggregates(
              db,
              rows.map((r) => r.id),
            )
          : [];
      const byEvent = new Map<number, Aggregate[]>();
      for (const aggregate of aggregates) {
        const list = byEvent.get(aggregate.eventId) ?? [];
        list.push(aggregate);
        byEvent.set(aggregate.eventId, list);
      }
      return rows.map((row) =>
        toCard(row, byEvent.get(row.id) ?? [], filter, rates, cdnBaseUrl, now),
      );
    },
  );
}

/**
 * The "from" price bounds of a filter as a condition on events (none without bounds): the events
 * matching the rest of the filter are priced, and the page keeps those within the bounds.
 */
async function priceBand(
  db: Db,
  filter: NormalizedEventFilter,
  rates: ReadonlyMap<string, CurrencyRate>,
  now: Date,
): Promise<SQL[]> {
  if (filter.minPrice === null && filter.maxPrice === null) return [];
  const target = rates.get(filter.toCurrencyCode ?? DEFAULT_CURRENCY);
  if (!target) return [];
  const scale = 10 ** target.minorUnits;
  const toMinor = (major: number | null) => (major === null ? null : Math.round(major * scale));
  const candidates = await findFilteredEventIds(db, filter, now);
  const inBand = await eventsInPriceBand(
    db,
    candidates,
    { minMinor: toMinor(filter.minPrice), maxMinor: toMinor(filter.maxPrice) },
    target,
    rates,
    now,
  );
  return [inBand.length > 0 ? inArray(events.id, inBand) : sql`false`];
}

type Aggregate = ListingAggregate;

function toCard(
  row: FilteredEventRow,
  aggregates: Aggregate[],
  filter: NormalizedEventFilter,
  rates: ReadonlyMap<string, CurrencyRate>,
  cdnBaseUrl: string,
  now: Date,
): EventListingCard {
  const details = summarisePrices(aggregates, filter.toCurrencyCode, rates);
  const tevoCount = aggregates.reduce((sum, a) => sum + a.tevoCount, 0);
  // Both derived in events/availability-queries.ts: quantity − sold − active holds.
  const sold = aggregates.reduce((sum, a) => sum + a.soldCount, 0);
  const available = details.ticketCount;
  const performerImage = publicImageUrl(row.performerImage, cdnBaseUrl);
  const badge = eventBadge({ isHot: row.isHot, soldCount: sold, ticketsLeft: available });
  return {
    event_id: row.id,
    eventname: row.name,
    eventdate: row.startsAt.toISOString(),
    venuename: row.venueName,
    city: row.cityName,
    state: row.state,
    country: row.countryName ?? row.countryCode.toUpperCase(),
    countrycode: row.countryCode,
    timezone: row.timezone,
    listingDtls: details,
    categoryname: row.categoryName,
    genrename: row.genreName,
    performername: row.performerName,
    categoryid: row.categoryId,
    genreid: row.genreId,
    performerimg: performerImage,
    alt_tag: row.altTag ?? row.performerAlt ?? displayEventTitle(row.name),
    fromCurrencyCode: filter.fromCurrencyCode,
    toCurrencyCode: filter.toCurrencyCode ?? details.currency,
    exploreEventTotal: row.total,
    tomorrow_sale: isTomorrow(row.startsAt, row.timezone, now),
    hot_sale: row.isHot,
    total_sold_tickets: sold,
    tevo_list_count: tevoCount,
    total_seats: row.venueCapacity ?? available,
    totalavailabletkts: available,
    url: eventPath({
      categorySlug: row.categorySlug,
      genreSlug: row.genreSlug,
      performerSlug: row.performerSlug,
      eventName: row.name,
      eventId: row.id,
    }),
    title: displayEventTitle(row.name),
    img: publicImageUrl(row.imageUrl, cdnBaseUrl) ?? performerImage ?? FALLBACK_EVENT_IMAGE,
    badge: badge?.label ?? null,
  };
}

/**
 * Cheapest all-in price across the event's currencies, in the requested (or listed) currency:
 * the one rule of every "from" price (cards, search, list filters' band, price history).
 */
export function summarisePrices(
  aggregates: Aggregate[],
  toCurrency: string | null,
  rates: ReadonlyMap<string, CurrencyRate>,
): ListingDetails {
  let listingCount = 0;
  let ticketCount = 0;
  let best: { minor: number; currency: string } | null = null;
  // Without a requested currency, prices stay in the first currency the event has on sale.
  const target =
    toCurrency ??
    aggregates.find((a) => a.minAllIn !== null)?.currency ??
    aggregates[0]?.currency ??
    null;
  const targetRate = target ? rates.get(target) : undefined;
  for (const aggregate of aggregates) {
    listingCount += aggregate.listingCount;
    ticketCount += aggregate.ticketCount;
    let minor: number | null = aggregate.minAllIn;
    if (minor === null) continue;
    if (aggregate.currency !== target) {
      const fromRate = rates.get(aggregate.currency);
      minor = fromRate && targetRate ? convertedAllIn(aggregate, fromRate, targetRate) : null;
    }
    if (minor !== null && target && (best === null || minor < best.minor)) {
      best = { minor, currency: target };
    }
  }
  const minorUnits = best ? (rates.get(best.currency)?.minorUnits ?? 2) : 2;
  return {
    minPrice: best ? minorToMajor(best.minor, minorUnits) : null,
    minPriceMinor: best?.minor ?? null,
    currency: best?.currency ?? target,
    listingCount,
    ticketCount,
  };
}

// The event page's rule: price and fees converted on their own, then taxed (converting the all-in
// total instead can differ by a minor unit). Priced on the listing cheapest in its own currency.
function convertedAllIn(aggregate: Aggregate, from: CurrencyRate, to: CurrencyRate): number {
  const money = {
    priceMinor: aggregate.cheapestPriceMinor ?? 0,
    feesMinor: aggregate.cheapestFeesMinor ?? 0,
    taxRateBp: aggregate.cheapestTaxRateBp ?? 0,
  };
  return allInPrice(convertListingMoney(money, from, to)).allIn;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function localDay(date: Date, zone: string): string {
  let format = dayFormatters.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' });
    }
    dayFormatters.set(zone, format);
  }
  return format.format(date);
}

// "Tomorrow" is the venue's tomorrow: a London match is tomorrow for London, wherever the buyer is.
function isTomorrow(startsAt: Date, zone: string, now: Date): boolean {
  return localDay(startsAt, zone) === localDay(new Date(now.getTime() + 86_400_000), zone);
}
