import type {
  EventFilterInput,
  EventListingCard as FullEventListingCard,
} from '@reprise/domain/schemas/listings';
import type { ApiClient } from '../../lib/api-client';

// The fields the cards select, written once: the GraphQL selection and the type both come from
// this list, and the type from the card schema of packages/domain (the API's own shape).
const CARD_FIELDS = [
  'event_id',
  'eventname',
  'eventdate',
  'venuename',
  'city',
  'state',
  'timezone',
  'categoryid',
  'genreid',
  'performerimg',
  'alt_tag',
  'exploreEventTotal',
  'hot_sale',
  'total_sold_tickets',
  'totalavailabletkts',
  'url',
  'listingDtls',
] as const satisfies readonly (keyof FullEventListingCard)[];

/** One filterListings row (an "Event listing") with the fields an event card reads. */
export type EventListingCard = Pick<FullEventListingCard, (typeof CARD_FIELDS)[number]>;

// The card's "from" price: the cheapest all-in price per ticket in the asked currency, or nothing
// buyable (null). The other price details stay on the server.
const SUBSELECTIONS: Partial<Record<(typeof CARD_FIELDS)[number], string>> = {
  listingDtls: '{ minPrice minPriceMinor currency listingCount ticketCount }',
};

const CARD_SELECTION = CARD_FIELDS.map((field) =>
  SUBSELECTIONS[field] ? `${field} ${SUBSELECTIONS[field]}` : field,
).join(' ');

const FILTER_LISTINGS_QUERY = /* GraphQL */ `
  query FilterListings($input: EventFilterInput) {
    filterListings(input: $input) { ${CARD_SELECTION} }
  }
`;

/** Events matching a filter (the filterListings query); page > 1 is what Show More appends. */
export async function filterListings(
  api: ApiClient,
  input: EventFilterInput,
): Promise<EventListingCard[]> {
  const result = await api.graphql<{ filterListings: EventListingCard[] }>(FILTER_LISTINGS_QUERY, {
    input,
  });
  return result.filterListings;
}

/**
 * Several filters in one GraphQL request (aliases l0, l1 …): a page with many event lists, like
 * home, makes one in-process API call instead of one per list. Answers come back in input order.
 */
export async function filterListingsMany(
  api: ApiClient,
  inputs: readonly EventFilterInput[],
): Promise<EventListingCard[][]> {
  if (inputs.length === 0) return [];
  const variables = Object.fromEntries(inputs.map((input, i) => [`i${i}`, input]));
  const query = `query FilterListingsMany(${inputs.map((_, i) => `$i${i}: EventFilterInput`).join(', ')}) {
    ${inputs.map((_, i) => `l${i}: filterListings(input: $i${i}) { ${CARD_SELECTION} }`).join('\n    ')}
  }`;
  const result = await api.graphql<Record<string, EventListingCard[]>>(query, variables);
  return inputs.map((_, i) => result[`l${i}`] ?? []);
}

/** How many events match the filter across all pages (0 for an empty page). */
export function listingTotal(events: readonly EventListingCard[]): number {
  return events[0]?.exploreEventTotal ?? 0;
}
