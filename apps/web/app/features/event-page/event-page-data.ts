import { withCountryPrefix } from '@reprise/domain/country';
import { displayEventTitle } from '@reprise/domain/event-title';
import {
  type ListingView,
  listingViewSearch,
  readListingView,
} from '@reprise/domain/listings/listing-view';
import type {
  PriceHistory,
  PriceHistoryResponse,
} from '@reprise/domain/price-history/price-history';
import type { EventListingsData } from '@reprise/domain/schemas/event-listings';
import { parseEventSegment } from '@reprise/domain/slug';
import { formatEventDate } from '@reprise/domain/timezone';
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client';
import type { Translate } from '../../lib/i18n/catalogue';
import { orNotFound } from '../../lib/or-not-found';
import { displayCurrency } from '../events/display-currency';
import { venueLocation } from '../events/venue-location';
import { type EventPageModel, toPageModel } from './event-page-model';

/** What the event page renders: the API's listings answer for the view the URL asks for. */
export interface EventPageData {
  countryCode: string | null;
  view: ListingView;
  page: EventPageModel;
  /** The last 30 days of the event's lowest price per zone (null when it could not be read). */
  priceHistory?: PriceHistory | null;
}

/** The event's price history: one snapshot a day per zone, the last 30 days. */
export async function fetchPriceHistory(api: ApiClient, eventId: number): Promise<PriceHistory> {
  return (await api.get<PriceHistoryResponse>(`/api/events/${eventId}/price-history`)).data;
}

/** GET /event/listings for one view of an event (what the page shows, and no more). */
export async function fetchEventListings(
  api: ApiClient,
  eventId: number,
  view: ListingView,
  currency: string,
): Promise<EventListingsData> {
  const body = await api.get<{ data: EventListingsData }>('/api/event/listings', {
    eventId,
    toCurrencyCode: currency,
    quantity: view.quantity,
    sort: view.sort,
    minPrice: view.minPrice,
    maxPrice: view.maxPrice,
    zone: view.zone,
    section: view.section,
    ticketType: view.ticketType,
    instant: view.instant ? 'true' : undefined,
    accessible: view.accessible ? 'true' : undefined,
    limit: view.shown,
  });
  return body.data;
}

/**
 * Data of an event page: 404 for an unknown event or a malformed segment, 301 to the event's
 * current address (keeping the view) when the slug or category path is stale.
 */
export async function loadEventPage(args: {
  api: ApiClient;
  request: Request;
  countryCode: string | null;
  eventSegment: string;
  /** The page's language: the seat map's labels are written into the data. */
  text: { t: Translate; locale: string };
}): Promise<EventPageData> {
  const segment = parseEventSegment(args.eventSegment);
  if (!segment) throw data(null, { status: 404 });
  const url = new URL(args.request.url);
  const view = readListingView(url.searchParams);
  // The chart is an extra: a history that cannot be read leaves it out, never the page.
  const [listings, priceHistory] = await Promise.all([
    orNotFound(fetchEventListings(args.api, segment.id, view, displayCurrency(args.request))),
    fetchPriceHistory(args.api, segment.id).catch(() => null),
  ]);
  // One address per event: a renamed event or a mistyped slug lands on the current URL.
  const canonical = withCountryPrefix(listings.event.path, args.countryCode);
  if (decodeURIComponent(url.pathname) !== canonical) {
    throw redirect(`${canonical}${listingViewSearch(view)}`, 301);
  }
  return {
    countryCode: args.countryCode,
    view,
    page: toPageModel(listings, view, url.pathname, args.text),
    priceHistory,
  };
}

/** The event's date as titles and the header show it: 'Sat, Mar 7, 2026 @ 7:30 PM GMT'. */
export function eventDateText(data: EventPageData, locale?: string): string {
  const { event } = data.page;
  return formatEventDate(event.startsAt, event.timezone, { withZone: true, locale });
}

/** Title and description of an event page (titles use event name, venue and date). */
export function eventPageText(
  data: EventPageData,
  t: Translate,
  locale?: string,
): { title: string; description: string } {
  const { event } = data.page;
  const name = displayEventTitle(event.name);
  const date = eventDateText(data, locale);
  return {
    title: t('meta.event.title', { name, venue: event.venue.name, date }),
    description: t('meta.event.description', { name, place: venueLocation(event), date }),
  };
}
