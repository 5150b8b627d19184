import { cityPath, homePath, venuePath } from '@reprise/domain/routes';
import type { VenueCard } from '@reprise/domain/schemas/catalog';
import { seeAllCitiesPath, seeAllVenuesPath } from '@reprise/domain/see-all-routes';
import { parseEventSegment, slugify } from '@reprise/domain/slug';
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client';
import { type Translate, useT } from '../../lib/i18n/catalogue';
import { orNotFound } from '../../lib/or-not-found';
import type { Crumb } from '../../ui/breadcrumbs';
import type { EventListingCard } from '../events/event-listing';
import { cityLocation } from '../events/venue-location';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { fetchCity, fetchCityVenues, fetchVenues } from './catalog-api';
import { EventListSection, firstEventPage } from './event-list-section';
import { type ExploreList, exploreList } from './list-filter-input';
import { PageBanner } from './page-banner';
import { VenueList } from './venue-list';

/** Venues per page of a city's venue list (no page size is prescribed). */
export const VENUE_PAGE_SIZE = 20;

/** Data of a venue or city page. */
export interface PlacePageData extends ExploreList {
  kind: 'venue' | 'city';
  countryCode: string | null;
  name: string;
  location: string;
  crumbs: Crumb[];
  events: EventListingCard[];
  /** City pages: the first page of its venues. */
  venues: VenueCard[];
  venueTotal: number;
  cityId: number | null;
}

async function findVenue(api: ApiClient, slug: string): Promise<VenueCard | undefined> {
  const { data: venues } = await fetchVenues(api, { slug, page: 1, limit: 1 });
  return venues[0];
}

/** Data of /venue/{slug}; 404 when no venue has that slug. */
export async function loadVenuePage(
  api: ApiClient,
  countryCode: string | null,
  slug: string | undefined,
  request: Request,
): Promise<PlacePageData> {
  const venue = slug ? await findVenue(api, slug) : undefined;
  if (!venue) throw data(null, { status: 404 });
  const { filter, listFilters } = exploreList(request, 'venue', { venueSlug: venue.slug });
  const events = await firstEventPage(api, filter);
  const location = cityLocation(venue.city);
  return {
    kind: 'venue',
    countryCode,
    name: venue.name,
    location,
    crumbs: [
      { name: 'Home', label: 'crumb.home', path: homePath(countryCode) },
      { name: 'Venues', label: 'crumb.venues', path: seeAllVenuesPath(countryCode) },
      { name: venue.name, path: venuePath(venue.slug, countryCode) },
    ],
    filter,
    listFilters,
    events,
    venues: [],
    venueTotal: 0,
    cityId: null,
  };
}

/** Data of /cities/{name}+{id}; 404 for an unknown id, 301 when the name part is stale. */
export async function loadCityPage(
  api: ApiClient,
  countryCode: string | null,
  segment: string | undefined,
  request: Request,
): Promise<PlacePageData> {
  const parsed = segment ? parseEventSegment(segment) : null;
  if (!parsed) throw data(null, { status: 404 });
  const city = await orNotFound(fetchCity(api, Number(parsed.id)));
  if (parsed.slug !== slugify(city.name)) {
    const canonical = cityPath(city, countryCode);
    if (new URL(request.url).pathname !== canonical) throw redirect(canonical, 301);
  }
  const { filter, listFilters } = exploreList(request, 'city', { cityId: city.id });
  const [events, venues] = await Promise.all([
    firstEventPage(api, filter),
    fetchCityVenues(api, { cityId: city.id, page: 1, limit: VENUE_PAGE_SIZE }),
  ]);
  const location = cityLocation(city);
  return {
    kind: 'city',
    countryCode,
    name: city.name,
    location,
    crumbs: [
      { name: 'Home', label: 'crumb.home', path: homePath(countryCode) },
      { name: 'Cities', label: 'crumb.cities', path: seeAllCitiesPath(countryCode) },
      { name: city.name, path: cityPath(city, countryCode) },
    ],
    filter,
    listFilters,
    events,
    venues: venues.data,
    venueTotal: venues.total,
    cityId: city.id,
  };
}

/** The document title and description of a venue or city page, in the page's language. */
export function placeMeta(
  data: Pick<PlacePageData, 'kind' | 'name' | 'location'>,
  t: Translate,
): { title: string; description: string } {
  const { name, location } = data;
  return data.kind === 'venue'
    ? {
        title: t('meta.venue.title', { name }),
        description: t('meta.venue.description', { name, location }),
      }
    : {
        title: t('meta.city.title', { name }),
        description: t('meta.city.description', { location }),
      };
}

/** A venue or city page: header with breadcrumbs, its events, and a city's venues. */
export function PlaceEventsPage({ data }: { data: PlacePageData }) {
  const cityId = data.cityId;
  const t = useT();
  const name = data.name;
  return (
    <main id="main">
      <PageBanner
        title={data.kind === 'venue' ? name : t('place.eventsIn', { name })}
        description={data.kind === 'venue' ? data.location : null}
        breadcrumbs={<BreadcrumbTrail crumbs={data.crumbs} />}
      />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <EventListSection
          key={data.crumbs.at(-1)?.path}
          title={data.kind === 'venue' ? t('place.upcomingAt', { name }) : t('place.upcoming')}
          events={data.events}
          filter={data.filter}
          listFilters={data.listFilters}
        />
        {data.kind === 'city' && cityId !== null ? (
          <VenueList
            key={`venues-${cityId}`}
            title={t('place.venuesIn', { name })}
            venues={data.venues}
            total={data.venueTotal}
            pageSize={VENUE_PAGE_SIZE}
            countryCode={data.countryCode}
            loadPage={async (page, api) =>
              (await fetchCityVenues(api, { cityId, page, limit: VENUE_PAGE_SIZE })).data
            }
          />
        ) : null}
      </div>
    </main>
  );
}
