import {
  dateRange,
  type ListFilters,
  readListFilters,
} from '@reprise/domain/listings/list-filters';
import type { EventFilterInput } from '@reprise/domain/schemas/listings';
import { displayCurrency } from '../events/display-currency';

/** What an event list's loader asks of the URL and cookies: its filters and its currency. */
export interface ListFilterRequest {
  /** The filters the URL asks for, to show in the filter form. */
  filters: ListFilters;
  /** The currency the cards and the price bounds are in. */
  currency: string;
  /** The same as filterListings input fields. */
  input: Pick<
    EventFilterInput,
    'from_date' | 'to_date' | 'min_price' | 'max_price' | 'toCurrencyCode'
  >;
}

/** The list filters and the display currency of a page request, as filterListings input. */
export function listFilterRequest(request: Request): ListFilterRequest {
  const filters = readListFilters(new URL(request.url).searchParams);
  const currency = displayCurrency(request);
  const { from, to } = dateRange(filters, new Date());
  return {
    filters,
    currency,
    input: {
      toCurrencyCode: currency,
      from_date: from ?? undefined,
      to_date: to ?? undefined,
      min_price: filters.minPrice ?? undefined,
      max_price: filters.maxPrice ?? undefined,
    },
  };
}

/** The event list of a catalogue page: what its loader asks for, and what its filter form shows. */
export interface ExploreList {
  /** The filter the loader used, so Show More asks for its next page. */
  filter: EventFilterInput;
  /** The date and price filters the URL asks for, and the currency. */
  listFilters: Pick<ListFilterRequest, 'filters' | 'currency'>;
}

/**
 * The explore list of a catalogue page (`pageType`: 'venue', 'genre' …) over what the page is
 * about (`scope`: its venue, city, performer …), narrowed by the filters of the page's URL.
 */
export function exploreList(
  request: Request,
  pageType: string,
  scope: EventFilterInput,
): ExploreList {
  const list = listFilterRequest(request);
  return {
    filter: { ...scope, type: 'explore', pageType, ...list.input },
    listFilters: { filters: list.filters, currency: list.currency },
  };
}
