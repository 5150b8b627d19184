import type { EventFilterInput } from '@reprise/domain/schemas/listings';
import type { ApiClient } from '../../lib/api-client';

// The API's GraphQL schema (apps/api/src/graphql/schema.ts) has no zod twin in packages/domain,
// so this is the one web-side type of the fields the cards select; keep it to that selection.
/** One filterListings row (spec §3 "Event listing") with the fields an event card reads. */
export interface EventListingCard {
  event_id: number;
  eventname: string;
  eventdate: string;
  venuename: string;
  city: string;
  state: string | null;
  timezone: string;
  categoryid: number;
  genreid: number | null;
  performerimg: string | null;
  alt_tag: string;
  exploreEventTotal: number;
  hot_sale: boolean;
  total_sold_tickets: number;
  totalavailabletkts: number;
  url: string;
}

const FILTER_LISTINGS_QUERY = /* GraphQL */ `
  query FilterListings($input: EventFilterInput) {
    filterListings(input: $input) {
      event_id eventname eventdate venuename city state timezone categoryid genreid
      performerimg alt_tag exploreEventTotal hot_sale total_sold_tickets totalavailabletkts url
    }
  }
`;

/** Events matching a filter (spec §7 filterListings); page > 1 is what Show More appends. */
export async function filterListings(
  api: ApiClient,
  input: EventFilterInput,
): Promise<EventListingCard[]> {
  const result = await api.graphql<{ filterListings: EventListingCard[] }>(FILTER_LISTINGS_QUERY, {
    input,
  });
  return result.filterListings;
}

/** How many events match the filter across all pages (0 for an empty page). */
export function listingTotal(events: readonly EventListingCard[]): number {
  return events[0]?.exploreEventTotal ?? 0;
}
