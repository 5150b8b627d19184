import {
  EXPLORE_EVENTS_LIMIT,
  EXPLORE_EVENTS_SHOW_MORE_LIMIT,
  SHOW_MORE_EVENTS_INCREMENT,
} from '@reprise/domain/constants';
import { hasListFilters } from '@reprise/domain/listings/list-filters';
import type { EventFilterInput } from '@reprise/domain/schemas/listings';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '../../lib/api-client';
import { useT } from '../../lib/i18n/catalogue';
import { EventCardGrid } from '../events/event-card-grid';
import { type EventListingCard, filterListings, listingTotal } from '../events/event-listing';
import { ListFilterForm } from './list-filter-form';
import type { ExploreList } from './list-filter-input';
import { ShowMoreButtons } from './show-more-buttons';
import { useShowMore } from './use-show-more';

/** Page size of the event lists: the loader fetches page 1 of it, Show More the next pages. */
export const EVENT_LIST_PAGE_SIZE = EXPLORE_EVENTS_SHOW_MORE_LIMIT;

/** The first page of an event list, for a loader. */
export function firstEventPage(
  api: Parameters<typeof filterListings>[0],
  filter: EventFilterInput,
): Promise<EventListingCard[]> {
  return filterListings(api, { ...filter, page: 1, limit: EVENT_LIST_PAGE_SIZE });
}

/**
 * A section of event cards with Show More / Show Less: 10 shown first (EXPLORE_EVENTS_LIMIT),
 * 5 more per press, the next page fetched in the browser only when the loaded one runs out.
 */
export function EventListSection({
  title,
  events,
  filter,
  emptyText,
  listFilters,
}: {
  title: string;
  events: EventListingCard[];
  /** The filter the loader used, so Show More asks for its next page. */
  filter: EventFilterInput;
  emptyText?: string;
  /** The date and price filters the URL asks for; the form shows when given. */
  listFilters?: ExploreList['listFilters'];
}) {
  const t = useT();
  const headingId = useId();
  const { search } = useLocation();
  const filtered = listFilters !== undefined && hasListFilters(listFilters.filters);
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      {listFilters ? (
        // Keyed by the query: a new URL shows its own values, not the last ones typed.
        <ListFilterForm
          key={search}
          filters={listFilters.filters}
          currency={listFilters.currency}
        />
      ) : null}
      {/* A new filter is a new list: Show More starts over from its first page. */}
      <EventListCards
        key={JSON.stringify(filter)}
        events={events}
        filter={filter}
        emptyText={filtered ? t('filter.noMatch') : emptyText}
      />
    </section>
  );
}

function EventListCards({
  events,
  filter,
  emptyText,
}: {
  events: EventListingCard[];
  filter: EventFilterInput;
  emptyText?: string;
}) {
  const list = useShowMore({
    items: events,
    total: listingTotal(events),
    initialCount: EXPLORE_EVENTS_LIMIT,
    increment: SHOW_MORE_EVENTS_INCREMENT,
    pageSize: EVENT_LIST_PAGE_SIZE,
    loadPage: (page) =>
      filterListings(browserApi(), { ...filter, page, limit: EVENT_LIST_PAGE_SIZE }),
  });
  return (
    <>
      <div className="mt-4">
        <EventCardGrid events={list.visible} emptyText={emptyText} />
      </div>
      <ShowMoreButtons list={list} what="list.events" />
    </>
  );
}
