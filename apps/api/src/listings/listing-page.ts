// One request's view of an event's prepared listings: the quantity rule, the filters, the sort and
// the page. Pure and cheap (the expensive part, pricing and scoring, is cached per currency), so
// every filter combination a fan tries is answered from memory.
import type { ListingMoney } from '@reprise/domain/listings/all-in-price';
import { compareDeals } from '@reprise/domain/listings/deal-score';
import { listingAmount } from '@reprise/domain/listings/listing-amount';
import type { ListingSort } from '@reprise/domain/listings/listing-view';
import { PICKABLE_QUANTITIES } from '@reprise/domain/listings/split-rule';
import type {
  EventListing,
  EventListingsData,
  EventListingsQuery,
  SectionPrices,
} from '@reprise/domain/schemas/event-listings';

/** A listing as the page shows it (without the amount, which depends on the quantity). */
export interface PreparedListing {
  listing: Omit<EventListing, 'amount'>;
  /** Per-ticket money in the display currency, for the amount of the chosen quantity. */
  money: ListingMoney;
  faceValueMinor: number | null;
  wholesaleMinor: number | null;
  /** 1 is the dearest zone of the map; null when unknown. */
  zoneRank: number | null;
}

/** The part of an answer that does not depend on the request: orders, counts, summary. */
export interface ListingPage {
  currency: EventListingsData['currency'];
  summary: EventListingsData['summary'];
  quantities: EventListingsData['quantities'];
  /** The listings in each order the page offers. */
  orders: Readonly<Record<ListingSort, readonly PreparedListing[]>>;
}

const rowOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byId = (a: PreparedListing, b: PreparedListing) => a.listing.id - b.listing.id;
const allIn = (p: PreparedListing) => p.listing.price.allIn;
const last = Number.POSITIVE_INFINITY;

// Best seats: the dearest zone first, then the best view, then the front rows, then the price.
function compareSeats(a: PreparedListing, b: PreparedListing): number {
  return (
    (a.zoneRank ?? last) - (b.zoneRank ?? last) ||
    (b.listing.viewQuality ?? 0) - (a.listing.viewQuality ?? 0) ||
    rowOrder.compare(a.listing.row ?? '~', b.listing.row ?? '~') ||
    allIn(a) - allIn(b) ||
    byId(a, b)
  );
}

/** Sorts the prepared listings every way once, and counts what the page header needs. */
export function sortListings(
  listings: readonly PreparedListing[],
  currency: EventListingsData['currency'],
): ListingPage {
  const prices = listings.map(allIn);
  const deal = (p: PreparedListing) => ({
    deal: p.listing.deal,
    allIn: allIn(p),
    id: p.listing.id,
  });
  return {
    currency,
    summary: {
      listingCount: listings.length,
      ticketCount: listings.reduce((sum, p) => sum + p.listing.available, 0),
      lowPrice: prices.length > 0 ? Math.min(...prices) : null,
      highPrice: prices.length > 0 ? Math.max(...prices) : null,
    },
    quantities: PICKABLE_QUANTITIES.map((quantity) => ({
      quantity,
      listingCount: listings.filter((p) => p.listing.quantities.includes(quantity)).length,
    })),
    orders: {
      deals: [...listings].sort((a, b) => compareDeals(deal(a), deal(b))),
      'price-asc': [...listings].sort((a, b) => allIn(a) - allIn(b) || byId(a, b)),
      'price-desc': [...listings].sort((a, b) => allIn(b) - allIn(a) || byId(a, b)),
      'best-seats': [...listings].sort(compareSeats),
    },
  };
}

/** The section a listing is drawn in: its map id, else its name. */
const sectionKey = (listing: PreparedListing['listing']) => listing.sectionId ?? listing.section;

function sectionPrices(listings: readonly PreparedListing[]): SectionPrices[] {
  const sections = new Map<string, SectionPrices>();
  for (const { listing } of listings) {
    const key = sectionKey(listing);
    const price = listing.price.allIn;
    const entry = sections.get(key);
    if (entry) {
      entry.listingCount += 1;
      entry.minAllIn = Math.min(entry.minAllIn, price);
      entry.maxAllIn = Math.max(entry.maxAllIn, price);
    } else {
      sections.set(key, {
        id: key,
        name: listing.section,
        zone: listing.zone,
        listingCount: 1,
        minAllIn: price,
        maxAllIn: price,
      });
    }
  }
  return [...sections.values()].sort((a, b) => a.minAllIn - b.minAllIn || a.id.localeCompare(b.id));
}

function countBy<K>(items: readonly PreparedListing[], key: (p: PreparedListing) => K) {
  const counts = new Map<K, { first: PreparedListing; count: number }>();
  for (const item of items) {
    const k = key(item);
    const entry = counts.get(k);
    if (entry) entry.count += 1;
    else counts.set(k, { first: item, count: 1 });
  }
  return [...counts.values()];
}

type View = Pick<
  EventListingsQuery,
  | 'quantity'
  | 'sort'
  | 'minPrice'
  | 'maxPrice'
  | 'zone'
  | 'section'
  | 'ticketType'
  | 'instant'
  | 'accessible'
  | 'offset'
  | 'limit'
>;

function matcher(view: View, minorUnits: number): (p: PreparedListing) => boolean {
  const scale = 10 ** minorUnits;
  const min = view.minPrice === undefined ? null : Math.round(view.minPrice * scale);
  const max = view.maxPrice === undefined ? null : Math.round(view.maxPrice * scale);
  const section = view.section?.toLowerCase();
  return ({ listing }) =>
    (min === null || listing.price.allIn >= min) &&
    (max === null || listing.price.allIn <= max) &&
    (!view.zone || listing.zone?.id === view.zone) &&
    (!section ||
      listing.sectionId?.toLowerCase() === section ||
      listing.section.toLowerCase() === section) &&
    (!view.ticketType || view.ticketType.includes(listing.ticketTypeId)) &&
    (!view.instant || listing.instantDelivery) &&
    (!view.accessible || listing.accessible);
}

/**
 * The answer of GET/POST /event/listings for one view: listings that sell the chosen quantity,
 * the heat-map prices per section and the filter choices among them, then the filtered, sorted
 * page with each listing's amount block for that quantity (or its smallest one).
 */
export function listingPage(
  base: ListingPage &
    Pick<EventListingsData, 'event' | 'map' | 'fromCurrencyCode' | 'toCurrencyCode'>,
  view: View,
): EventListingsData {
  const quantity = view.quantity ?? null;
  const ordered = base.orders[view.sort];
  const sellable =
    quantity === null ? ordered : ordered.filter((p) => p.listing.quantities.includes(quantity));
  const matching = sellable.filter(matcher(view, base.currency.minorUnits));
  const page = matching.slice(view.offset, view.offset + view.limit);
  return {
    event: base.event,
    fromCurrencyCode: base.fromCurrencyCode,
    toCurrencyCode: base.toCurrencyCode,
    currency: base.currency,
    quantity,
    sort: view.sort,
    summary: base.summary,
    quantities: base.quantities,
    sections: sectionPrices(sellable),
    zones: countBy(
      sellable.filter((p) => p.listing.zone !== null),
      (p) => p.listing.zone!.id,
    )
      .map(({ first, count }) => ({ ...first.listing.zone!, listingCount: count }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    ticketTypes: countBy(sellable, (p) => p.listing.ticketTypeId)
      .map(({ first, count }) => ({
        id: first.listing.ticketTypeId,
        name: first.listing.ticketType ?? `Type ${first.listing.ticketTypeId}`,
        listingCount: count,
      }))
      .sort((a, b) => a.id - b.id),
    map: base.map,
    count: matching.length,
    offset: view.offset,
    limit: view.limit,
    listings: page.map((p) => ({
      ...p.listing,
      amount: listingAmount(p.money, quantity ?? p.listing.quantities[0]!, p),
    })),
  };
}
