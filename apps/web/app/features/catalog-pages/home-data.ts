import {
  CAROUSEL_PAGE_SIZE,
  GENRE_INDEX_MAX,
  GENRE_INDEX_MIN,
  LOCATION_RADIUS,
  WHATS_HOT_PAGE_SIZE,
  WHATS_HOT_RADIUS,
} from '@reprise/domain/constants';
import type { Genre } from '@reprise/domain/schemas/catalog';
import type { CarouselConfig, CarouselKey } from '@reprise/domain/schemas/content';
import type { EventFilterInput } from '@reprise/domain/schemas/listings';
import type { ApiClient } from '../../lib/api-client';
import { type EventListingCard, filterListingsMany } from '../events/event-listing';
import type { VisitorCoordinates } from '../location/visitor-coordinates';
import { fetchCarousels, fetchGenres } from './catalog-api';

/** One home carousel as the page renders it. */
export type HomeCarousel =
  | { key: CarouselKey; title: string; kind: 'events'; events: EventListingCard[] }
  | { key: CarouselKey; title: string; kind: 'genres'; genres: Genre[] }
  | { key: CarouselKey; title: string; kind: 'categories' };

const pageSize = (config: CarouselConfig) =>
  config.page_size > 0
    ? config.page_size
    : config.key === 'whats-hot'
      ? WHATS_HOT_PAGE_SIZE
      : CAROUSEL_PAGE_SIZE;

/**
 * The filterListings input of an event carousel. What's Hot and Live Near use their radii (50 and
 * 250 miles) around the visitor's coordinates when the location flow has them; without
 * coordinates they narrow to the page's country (the API refuses a radius without a centre).
 */
export function carouselFilter(
  config: CarouselConfig,
  countryCode: string | null,
  near: VisitorCoordinates | null = null,
): EventFilterInput | null {
  const base: EventFilterInput = {
    limit: pageSize(config),
    page: 1,
    country_code: countryCode ?? undefined,
    pageType: 'home',
  };
  switch (config.key) {
    case 'whats-hot':
      return near
        ? { ...base, type: 'hot', coordinates: near, radius: config.radius ?? WHATS_HOT_RADIUS }
        : { ...base, type: 'hot' };
    case 'live-near':
      return near
        ? { ...base, type: 'upcoming', coordinates: near, radius: config.radius ?? LOCATION_RADIUS }
        : { ...base, type: 'upcoming' };
    case 'genre':
    case 'categories':
      return null;
    default:
      if (config.category_id == null) return null;
      return {
        ...base,
        type: 'explore',
        category: String(config.category_id),
        carosuelFilterByGenre: config.genre_id == null ? undefined : String(config.genre_id),
      };
  }
}

/** The 'Upcoming events' list below the carousels. */
export function upcomingFilter(countryCode: string | null): EventFilterInput {
  return {
    type: 'upcoming',
    limit: CAROUSEL_PAGE_SIZE,
    page: 1,
    country_code: countryCode ?? undefined,
    pageType: 'home',
  };
}

/**
 * Every active carousel of the home page with its content, in position order, and the upcoming
 * events, priced in `currency`: all event lists in one GraphQL request, the genres beside it.
 */
export async function loadHomeEvents(
  api: ApiClient,
  countryCode: string | null,
  near: VisitorCoordinates | null,
  currency: string,
): Promise<{ carousels: HomeCarousel[]; upcoming: EventListingCard[] }> {
  const configs = [...(await fetchCarousels(api))].sort((a, b) => a.position - b.position);
  const filters = configs.map((config) => carouselFilter(config, countryCode, near));
  const lists = filters.filter((filter): filter is EventFilterInput => filter !== null);
  const needsGenres = configs.some((config) => config.key === 'genre');
  const [events, genres] = await Promise.all([
    filterListingsMany(
      api,
      // Every card's "from" price in the visitor's currency.
      [...lists, upcomingFilter(countryCode)].map((input) => ({
        ...input,
        toCurrencyCode: currency,
      })),
    ),
    needsGenres ? fetchGenres(api, '') : Promise.resolve([]),
  ]);
  // The lists answer in the order of the carousels that have one.
  let nextList = 0;
  const carousels = configs.map((config, i): HomeCarousel | null => {
    const key = config.key as CarouselKey;
    if (key === 'categories') return { key, title: config.title, kind: 'categories' };
    if (key === 'genre') {
      return {
        key,
        title: config.title,
        kind: 'genres',
        genres: genres.slice(GENRE_INDEX_MIN, GENRE_INDEX_MAX + 1),
      };
    }
    if (!filters[i]) return null;
    return { key, title: config.title, kind: 'events', events: events[nextList++] ?? [] };
  });
  return {
    // An empty carousel is just a heading with nothing to scroll: leave it out. Live Near stays,
    // since it is where the fan changes the city when theirs has nothing on.
    carousels: carousels.filter(
      (carousel): carousel is HomeCarousel =>
        carousel !== null &&
        (carousel.kind !== 'events' || carousel.events.length > 0 || carousel.key === 'live-near'),
    ),
    upcoming: events[lists.length] ?? [],
  };
}

/** The name of our city nearest to the visitor's point (what Live Near is about), or null. */
export async function nearestCityName(
  api: ApiClient,
  near: VisitorCoordinates | null,
): Promise<string | null> {
  if (!near) return null;
  try {
    const body = await api.get<{ data: { name: string } }>('/api/nearestCity', {
      lat: near.latitude,
      lng: near.longitude,
    });
    return body.data.name;
  } catch {
    return null;
  }
}
