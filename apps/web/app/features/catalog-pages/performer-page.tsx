import { isCategorySlug } from '@reprise/domain/categories';
import { withCountryPrefix } from '@reprise/domain/country';
import {
  categoryPath,
  genrePath,
  homePath,
  NO_GENRE_SEGMENT,
  performerPath,
  venuePath,
} from '@reprise/domain/routes';
import type { PerformerCard } from '@reprise/domain/schemas/catalog';
import { data, Link, redirect } from 'react-router';
import { type Translate, useT } from '../../lib/i18n/catalogue';
import { orNotFound } from '../../lib/or-not-found';
import type { PageLoadArgs } from '../../lib/page-load';
import type { Crumb } from '../../ui/breadcrumbs';
import type { EventListingCard } from '../events/event-listing';
import { cityLocation } from '../events/venue-location';
import { FollowButton } from '../favourites/favourite-button';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { fetchPerformer } from './catalog-api';
import { EventListSection, firstEventPage } from './event-list-section';
import { type ExploreList, exploreList } from './list-filter-input';
import { PageBanner } from './page-banner';

// The performer call lists upcoming events; their venues make the page's venue list.
const VENUE_SOURCE_EVENTS = 50;

export interface PerformerVenue {
  name: string;
  path: string;
  location: string;
}

export interface PerformerPageData extends ExploreList {
  countryCode: string | null;
  performer: PerformerCard;
  events: EventListingCard[];
  venues: PerformerVenue[];
  crumbs: Crumb[];
}

/** Data of the performer page; 404 for an unknown performer, 301 to its canonical path. */
export async function loadPerformerPage(
  { api, countryCode, request }: PageLoadArgs,
  categorySlug: string,
  genreSlug: string,
  performerSlug: string,
): Promise<PerformerPageData> {
  if (!isCategorySlug(categorySlug)) throw data(null, { status: 404 });
  const { performer, events: upcoming } = await orNotFound(
    fetchPerformer(api, performerSlug, VENUE_SOURCE_EVENTS),
  );
  const canonical = withCountryPrefix(performer.path, countryCode);
  // A wrong category or genre segment (or a genre given for a genre-less performer) is the same
  // performer under another address: send it to the one the site links to.
  const expectedGenre = performer.genre?.slug ?? NO_GENRE_SEGMENT;
  if (performer.category.slug !== categorySlug || expectedGenre !== genreSlug) {
    const { pathname } = new URL(request.url);
    if (decodeURIComponent(pathname) !== canonical) throw redirect(canonical, 301);
  }
  const { filter, listFilters } = exploreList(request, 'performer', {
    performer: performer.slug,
  });
  const events = await firstEventPage(api, filter);
  const venues = new Map<number, PerformerVenue>();
  for (const event of upcoming) {
    if (venues.has(event.venue.id)) continue;
    venues.set(event.venue.id, {
      name: event.venue.name,
      path: venuePath(event.venue.slug, countryCode),
      location: cityLocation(event.city),
    });
  }
  const crumbs: Crumb[] = [
    { name: 'Home', label: 'crumb.home', path: homePath(countryCode) },
    { name: performer.category.name, path: categoryPath(performer.category.slug, countryCode) },
  ];
  if (performer.genre) {
    crumbs.push({
      name: performer.genre.name,
      path: genrePath(performer.category.slug, performer.genre.slug, countryCode),
    });
  }
  crumbs.push({
    name: performer.name,
    path: performerPath(
      performer.category.slug,
      performer.genre?.slug,
      performer.slug,
      countryCode,
    ),
  });
  return {
    countryCode,
    performer,
    filter,
    listFilters,
    events,
    venues: [...venues.values()],
    crumbs,
  };
}

/** Title of the performer page. */
export function performerTitle(data: PerformerPageData, t: Translate): string {
  return t('meta.performer.title', { name: data.performer.name });
}

/** Meta description of the performer page. */
export function performerDescription(data: PerformerPageData, t: Translate): string {
  return t('meta.performer.description', { name: data.performer.name });
}

/** The performer page: image, name, next events and venues. */
export function PerformerPage({ data }: { data: PerformerPageData }) {
  const t = useT();
  const { performer } = data;
  return (
    <main id="main">
      <PageBanner
        title={t('performer.bannerTitle', { name: performer.name })}
        description={`${performer.category.name}${performer.genre ? ` · ${performer.genre.name}` : ''}`}
        breadcrumbs={<BreadcrumbTrail crumbs={data.crumbs} />}
        image={performer.imageUrl ? { src: performer.imageUrl, alt: performer.altTag } : null}
        action={<FollowButton performerId={performer.id} performerName={performer.name} />}
      />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <EventListSection
          key={`events-${performer.id}`}
          title={t('performer.upcoming', { name: performer.name })}
          events={data.events}
          filter={data.filter}
          listFilters={data.listFilters}
          emptyText={t('performer.noneUpcoming', { name: performer.name })}
        />
        {data.venues.length > 0 ? (
          <section aria-labelledby="venues-heading" className="mt-10">
            <h2 id="venues-heading" className="text-2xl font-bold">
              {t('performer.venues')}
            </h2>
            <ul className="mt-4 grid gap-3 min-[576px]:grid-cols-2 min-[1024px]:grid-cols-3">
              {data.venues.map((venue) => (
                <li key={venue.path}>
                  <Link
                    to={venue.path}
                    className="block rounded-xl border border-slate-200 p-4 hover:border-brand-600"
                  >
                    <span className="block font-semibold text-slate-950">{venue.name}</span>
                    <span className="block text-sm text-slate-700">{venue.location}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}
