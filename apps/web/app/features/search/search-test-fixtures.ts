// Shared by the search tests: API answers shaped by the domain schemas, and a fetch double.
import type {
  CityResult,
  EventResult,
  GenreResult,
  LeagueResult,
  PerformerResult,
  SearchGroups,
  VenueResult,
} from '@reprise/domain/schemas/search';
import { vi } from 'vitest';

export const genre = (id: number, over: Partial<GenreResult> = {}): GenreResult => ({
  id,
  name: `Pop ${id}`,
  slug: `pop-${id}`,
  category: 2,
  category_name: 'Concerts',
  category_slug: 'concerts',
  image: null,
  url: `/concerts/pop-${id}`,
  ...over,
});

export const league = (id: number, over: Partial<LeagueResult> = {}): LeagueResult => ({
  id,
  name: `League ${id}`,
  slug: `league-${id}`,
  url: `/sports/league-${id}`,
  ...over,
});

export const performer = (id: number, over: Partial<PerformerResult> = {}): PerformerResult => ({
  id,
  name: `Performer ${id}`,
  slug: `performer-${id}`,
  category: 'Concerts',
  category_slug: 'concerts',
  genre: 'Pop',
  genre_slug: 'pop',
  image_url: null,
  url: `/concerts/pop/performer-${id}`,
  ...over,
});

export const event = (id: number, over: Partial<EventResult> = {}): EventResult => ({
  id,
  event_id: id,
  name: `Event ${id}`,
  date: '2026-07-04T23:30:00.000Z',
  timezone: 'America/New_York',
  venue: 'Madison Square Garden',
  venue_slug: 'madison-square-garden',
  address: { city: 'New York', state: 'NY', country: 'us' },
  category: 'Concerts',
  genre: 'Pop',
  performer: 'Performer',
  url: `/concerts/pop/performer/event-${id}+${id}`,
  ...over,
});

export const venue = (id: number, over: Partial<VenueResult> = {}): VenueResult => ({
  id,
  name: `Venue ${id}`,
  slug: `venue-${id}`,
  city: 'Manchester',
  state: null,
  country: 'uk',
  url: `/venue/venue-${id}`,
  ...over,
});

export const city = (id: number, over: Partial<CityResult> = {}): CityResult => ({
  id,
  name: `City ${id}`,
  state: null,
  country: 'uk',
  url: `/cities/city-${id}+${id}`,
  ...over,
});

export const NO_RESULTS: SearchGroups = {
  genres: [],
  leagues: [],
  performers: [],
  events: [],
  venues: [],
  cities: [],
};

export const groups = (over: Partial<SearchGroups> = {}): SearchGroups => ({
  ...NO_RESULTS,
  ...over,
});

/** A JSON Response the api client can read. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch double answering each call with `answer(url)`; calls are recorded with their init. */
export function mockFetch(answer: (url: URL) => unknown | Promise<unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return jsonResponse(await answer(url));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL of the n-th fetch call. */
export function calledUrl(fetchMock: ReturnType<typeof mockFetch>, index = 0): URL {
  const input = fetchMock.mock.calls[index]?.[0];
  return new URL(String(input), 'http://localhost');
}
