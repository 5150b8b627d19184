// What an event page shows of its listings: the quantity, the sort and the filters. They live in
// the page URL (so a filtered view can be shared and survives a reload) and become the query of
// GET /event/listings. zod-free: the browser reads the URL with it.
import { MAX_TICKET_QUANTITY, SORT_BY_DEALS } from '../constants';

/** The sorts of the listing list; 'deals' is 'Sort by Deals'. */
export const LISTING_SORTS = [
  { value: 'deals', label: SORT_BY_DEALS.label },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'best-seats', label: 'Best seats' },
] as const;
/** A sort of the listing list. */
export type ListingSort = (typeof LISTING_SORTS)[number]['value'];
/** The sort a page opens with: the best deals first. */
export const DEFAULT_LISTING_SORT: ListingSort = 'deals';
/** The quantity a page opens with: most fans buy a pair. */
export const DEFAULT_QUANTITY = 2;
/** Listings the page shows at first: a few screens on a phone, and a light page to send. */
export const LISTING_PAGE_SIZE = 10;
/** Listings each 'Show more' adds. */
export const SHOW_MORE_STEP = 20;
/** Most listings one page view shows (the API's limit). */
export const MAX_LISTINGS_SHOWN = 200;

/** The listing view of an event page: what its URL says. */
export interface ListingView {
  quantity: number;
  sort: ListingSort;
  /** Per-ticket all-in bounds, whole units of the display currency. */
  minPrice: number | null;
  maxPrice: number | null;
  zone: string | null;
  section: string | null;
  ticketType: number | null;
  instant: boolean;
  accessible: boolean;
  /** How many listings are shown (grows with 'Show more'). */
  shown: number;
}

/** URL search parameter names of the listing view (short, as people share them). */
export const VIEW_PARAMS = {
  quantity: 'quantity',
  sort: 'sort',
  minPrice: 'min',
  maxPrice: 'max',
  zone: 'zone',
  section: 'section',
  ticketType: 'type',
  instant: 'instant',
  accessible: 'accessible',
  shown: 'show',
} as const satisfies Record<keyof ListingView, string>;

const isSort = (value: string | null): value is ListingSort =>
  LISTING_SORTS.some((sort) => sort.value === value);

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : null;
}

const text = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed && trimmed.length <= 80 ? trimmed : null;
};

const flag = (value: string | null) => value === '1' || value === 'true' || value === 'on';

// A shared or hand-edited URL may hold anything: what cannot be read falls back to the default,
// so a bad parameter never costs the fan the page.
/** The listing view a URL's search parameters describe, defaults for what is missing or bad. */
export function readListingView(params: URLSearchParams): ListingView {
  const sort = params.get(VIEW_PARAMS.sort);
  let minPrice = wholeNumber(params.get(VIEW_PARAMS.minPrice), 0, 1_000_000);
  let maxPrice = wholeNumber(params.get(VIEW_PARAMS.maxPrice), 0, 1_000_000);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const shown = wholeNumber(params.get(VIEW_PARAMS.shown), 1, MAX_LISTINGS_SHOWN);
  return {
    quantity:
      wholeNumber(params.get(VIEW_PARAMS.quantity), 1, MAX_TICKET_QUANTITY) ?? DEFAULT_QUANTITY,
    sort: isSort(sort) ? sort : DEFAULT_LISTING_SORT,
    minPrice,
    maxPrice,
    zone: text(params.get(VIEW_PARAMS.zone)),
    section: text(params.get(VIEW_PARAMS.section)),
    ticketType: wholeNumber(params.get(VIEW_PARAMS.ticketType), 1, 99),
    instant: flag(params.get(VIEW_PARAMS.instant)),
    accessible: flag(params.get(VIEW_PARAMS.accessible)),
    shown: shown ?? LISTING_PAGE_SIZE,
  };
}

/** The search string of a listing view, defaults left out so URLs stay short ('' when all default). */
export function listingViewSearch(view: ListingView): string {
  const params = new URLSearchParams();
  if (view.quantity !== DEFAULT_QUANTITY) params.set(VIEW_PARAMS.quantity, String(view.quantity));
  if (view.sort !== DEFAULT_LISTING_SORT) params.set(VIEW_PARAMS.sort, view.sort);
  if (view.minPrice !== null) params.set(VIEW_PARAMS.minPrice, String(view.minPrice));
  if (view.maxPrice !== null) params.set(VIEW_PARAMS.maxPrice, String(view.maxPrice));
  if (view.zone) params.set(VIEW_PARAMS.zone, view.zone);
  if (view.section) params.set(VIEW_PARAMS.section, view.section);
  if (view.ticketType !== null) params.set(VIEW_PARAMS.ticketType, String(view.ticketType));
  if (view.instant) params.set(VIEW_PARAMS.instant, '1');
  if (view.accessible) params.set(VIEW_PARAMS.accessible, '1');
  if (view.shown !== LISTING_PAGE_SIZE) params.set(VIEW_PARAMS.shown, String(view.shown));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter (not quantity, sort or paging) narrows the list. */
export function hasListingFilters(view: ListingView): boolean {
  return (
    view.minPrice !== null ||
    view.maxPrice !== null ||
    view.zone !== null ||
    view.section !== null ||
    view.ticketType !== null ||
    view.instant ||
    view.accessible
  );
}
