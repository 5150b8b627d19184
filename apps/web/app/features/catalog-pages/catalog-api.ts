import type {
  GenreListResponse,
  GetGenreResponse,
  PerformerListResponse,
  PerformerNameResponse,
  PerformerResponse,
  SitemapPerformerDetailsResponse,
  VenueListResponse,
} from '@reprise/domain/schemas/catalog';
import type { CarouselConfig, FaqEntry, MetaContent } from '@reprise/domain/schemas/content';
import type { City } from '@reprise/domain/schemas/geo';
import { type ApiClient, ApiRequestError } from '../../lib/api-client';

// Typed calls of the catalogue pages (docs/api.md); response types come from packages/domain.

/** Genres of a category (POST /genre/list). */
export async function fetchGenres(api: ApiClient, category: string) {
  return (await api.post<GenreListResponse>('/api/genre/list', { category })).data;
}

/** Meta title and description of a page key ('category:sports', 'see-all' …). */
export async function fetchMetaContent(api: ApiClient, page: string): Promise<MetaContent | null> {
  try {
    return (await api.get<{ data: MetaContent }>('/api/getMetaContent', { page })).data;
  } catch (error) {
    // Meta text is optional dressing: a page without an entry still renders.
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** FAQ entries of a category page footer. */
export async function fetchFaq(api: ApiClient, category: string) {
  return (await api.get<{ data: FaqEntry[] }>('/api/getFaqList', { category })).data;
}

/** Trending performers of a category. */
export async function fetchTrendingPerformers(api: ApiClient, category: string, limit: number) {
  return (await api.get<PerformerListResponse>('/api/getTrendingPerformer', { category, limit }))
    .data;
}

/** Performers of a genre (getGenre). */
export async function fetchGenre(
  api: ApiClient,
  query: { slug: string; genre_name: string; countryCode: string | null },
) {
  return (await api.get<GetGenreResponse>('/api/getGenre', { ...query, isMobile: 0 })).data;
}

/** A performer with its next events. */
export async function fetchPerformer(api: ApiClient, slug: string, limit: number) {
  return (await api.get<PerformerResponse>('/api/performer', { slug, limit })).data;
}

/** A performer's name and page path by slug. */
export async function fetchPerformerName(api: ApiClient, slug: string) {
  return (await api.get<PerformerNameResponse>('/api/performerName', { slug })).data;
}

/** A page of venues (GET /getVenueList). */
export function fetchVenues(
  api: ApiClient,
  query: { page: number; limit: number; search?: string; slug?: string },
) {
  return api.get<VenueListResponse>('/api/getVenueList', query);
}

/** Venues of one city (GET /event/venue/list). */
export function fetchCityVenues(
  api: ApiClient,
  query: { cityId: number; page: number; limit: number },
) {
  return api.get<VenueListResponse>('/api/event/venue/list', query);
}

/** A page of cities (GET /cities; a limit of 50 would answer the location list instead). */
export async function fetchCities(api: ApiClient, query: { limit: number; offset: number }) {
  const body = await api.get<{ data: { cities: City[]; totalCount: number } }>(
    '/api/cities',
    query,
  );
  return body.data;
}

/** One city by id. */
export async function fetchCity(api: ApiClient, id: number) {
  return (await api.get<{ data: City }>('/api/city', { id })).data;
}

/** Performers of a category and genre, 'no-genre-found' allowed. */
export async function fetchSitemapPerformers(api: ApiClient, category: string, genre: string) {
  return (
    await api.get<SitemapPerformerDetailsResponse>('/api/getsitemapperformerdetails', {
      category,
      genre,
    })
  ).data;
}

/** Carousel settings of the home page (POST /getCarouselData). */
export async function fetchCarousels(api: ApiClient) {
  return (await api.post<{ data: CarouselConfig[] }>('/api/getCarouselData', {})).data;
}

// routes/checkout.tsx (the checkout branch) still imports it from here; new code imports lib's.
export { orNotFound } from '../../lib/or-not-found';
