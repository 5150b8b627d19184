import { SEARCH_RESULTS_PER_GROUP } from '@reprise/domain/constants';
import type { EventSearchResponse, GlobalSearchResponse } from '@reprise/domain/schemas/search';
import { EVENT_SEARCH_PAGE_SIZE, SEARCH_MAX_LENGTH } from '@reprise/domain/search/limits';
import { type ApiClient, browserApi, createApiClient } from '../../lib/api-client';

/**
 * The browser API client, bound to an abort signal when one is given: search-as-you-type cancels
 * the request of an older text so its answer can never replace a newer one. (browserApi() takes
 * no signal, so the same fetch-backed client is built here with one.)
 */
export function searchClient(signal?: AbortSignal): ApiClient {
  if (!signal) return browserApi();
  return createApiClient((path, init) => fetch(path, { ...init, signal }));
}

/** GET /api/globalSearch: the grouped results of the search box. */
export function fetchGlobalSearch(
  api: ApiClient,
  text: string,
  countryCode: string,
): Promise<GlobalSearchResponse> {
  return api.get<GlobalSearchResponse>('/api/globalSearch', {
    searchTermName: text.trim().slice(0, SEARCH_MAX_LENGTH),
    countryCode,
    limit: SEARCH_RESULTS_PER_GROUP,
  });
}

/** GET /api/eventfilterSearch: one page of the events /see-all lists. */
export function fetchEventSearch(
  api: ApiClient,
  query: string,
  page: number,
  countryCode?: string | null,
): Promise<EventSearchResponse> {
  return api.get<EventSearchResponse>('/api/eventfilterSearch', {
    query: query.trim().slice(0, SEARCH_MAX_LENGTH),
    page,
    limit: EVENT_SEARCH_PAGE_SIZE,
    countryCode,
  });
}
