import { withCountryPrefix } from '@reprise/domain/country';
import type { VenueCard } from '@reprise/domain/schemas/catalog';
import { useId } from 'react';
import { Link } from 'react-router';
import { type ApiClient, browserApi } from '../../lib/api-client';
import { useT } from '../../lib/i18n/catalogue';
import { cityLocation } from '../events/venue-location';
import { ShowMoreButtons } from './show-more-buttons';
import { useShowMore } from './use-show-more';

/** A paged list of venues: the loader's first page, Show More appends the next. */
export function VenueList({
  title,
  venues,
  total,
  pageSize,
  countryCode,
  loadPage,
  headingLevel = 2,
}: {
  title: string;
  venues: VenueCard[];
  total: number;
  pageSize: number;
  countryCode: string | null;
  loadPage: (page: number, api: ApiClient) => Promise<VenueCard[]>;
  /** See-all pages use the list title as their h1. */
  headingLevel?: 1 | 2;
}) {
  const t = useT();
  const headingId = useId();
  const list = useShowMore({
    items: venues,
    total,
    initialCount: pageSize,
    increment: pageSize,
    pageSize,
    loadPage: (page) => loadPage(page, browserApi()),
  });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={headingId} className={headingLevel === 1 ? '' : 'mt-10'}>
      <Heading
        id={headingId}
        className={headingLevel === 1 ? 'text-3xl font-extrabold' : 'text-2xl font-bold'}
      >
        {title}
      </Heading>
      {list.visible.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('list.noVenues')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 min-[576px]:grid-cols-2 min-[1024px]:grid-cols-3">
          {list.visible.map((venue) => (
            <li key={venue.id}>
              <Link
                to={withCountryPrefix(venue.path, countryCode)}
                className="block h-full rounded-xl border border-slate-200 p-4 hover:border-brand-600"
              >
                <span className="block font-semibold text-slate-950">{venue.name}</span>
                <span className="block text-sm text-slate-700">{cityLocation(venue.city)}</span>
                <span className="mt-1 block text-sm text-slate-700">
                  {venue.upcomingEventCount === 1
                    ? '1 upcoming event'
                    : `${venue.upcomingEventCount} upcoming events`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButtons list={list} what="list.venues" />
    </section>
  );
}
