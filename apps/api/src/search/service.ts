import { withCountryPrefix } from '@reprise/domain/country';
import type {
  EventResult,
  EventSearchQuery,
  GlobalSearchQuery,
  PerformerResult,
  PerformerSearchQuery,
  SearchGroups,
} from '@reprise/domain/schemas/search';
import { normaliseSearchText } from '@reprise/domain/search/normalise';
import type { IndexEntry, IndexGroup, SearchIndex } from './build-index';
import type { SearchIndexStore } from './index-store';
import {
  bestHits,
  compareHits,
  findHits,
  type Hit,
  type PreparedQuery,
  prepareQuery,
  topHits,
} from './match';
import { ResultCache } from './result-cache';

/** This copy's search index, which the calls answer from. */
export interface SearchContext {
  index: SearchIndexStore;
}

type Filter = { categoryId?: number; now: number };

function accepts(filter: Filter) {
  return (entry: IndexEntry<unknown>) =>
    // Events leave the index only on rebuild, so one that has started is dropped here.
    (entry.startsAt === 0 || entry.startsAt > filter.now) &&
    (filter.categoryId === undefined ||
      entry.categoryId === null ||
      entry.categoryId === filter.categoryId);
}

// Paths are built once without a country; the visitor's prefix is added per answer.
function localise<T extends { url: string }>(result: T, countryCode: string | undefined): T {
  if (!countryCode) return result;
  const url = withCountryPrefix(result.url, countryCode);
  return url === result.url ? result : { ...result, url };
}

function best<T extends { url: string }>(
  group: IndexGroup<T>,
  query: PreparedQuery,
  filter: Filter,
  limit: number,
  countryCode: string | undefined,
): T[] {
  return bestHits(group, query, accepts(filter), limit).map((hit) =>
    localise(hit.entry.result, countryCode),
  );
}

/** The grouped search box results for one search text, each group capped at `limit`. */
export async function globalSearch(
  context: SearchContext,
  params: GlobalSearchQuery,
): Promise<SearchGroups> {
  const index = await context.index.current();
  const query = prepareQuery(index, params.text);
  const filter = { categoryId: params.categoryId, now: Date.now() };
  const { limit, countryCode } = params;
  const events = best(index.events, query, filter, limit, countryCode);
  return {
    genres: best(index.genres, query, filter, limit, countryCode),
    leagues: best(index.leagues, query, filter, limit, countryCode),
    performers: best(index.performers, query, filter, limit, countryCode),
    // The best matches are picked first, then shown soonest first as the search box lists them.
    events: events.sort((a, b) => Date.parse(a.date) - Date.parse(b.date)),
    venues: best(index.venues, query, filter, limit, countryCode),
    cities: best(index.cities, query, filter, limit, countryCode),
  };
}

const resultCaches = new WeakMap<SearchIndex, ResultCache>();

/**
 * The global search answer `{ data: groups }` as JSON, served from a per-index cache when the same
 * query was answered before and none of the events it lists has started since.
 */
export async function globalSearchJson(
  context: SearchContext,
  params: GlobalSearchQuery,
): Promise<string> {
  const index = await context.index.current();
  let cache = resultCaches.get(index);
  if (!cache) {
    cache = new ResultCache();
    resultCaches.set(index, cache);
  }
  const now = Date.now();
  // Spelled the way the index reads it, so 'Beyoncé' and 'beyonce ' share one answer.
  const text = normaliseSearchText(params.text);
  const key = `${params.limit}|${params.countryCode ?? ''}|${params.categoryId ?? ''}|${text}`;
  const cached = cache.get(key, now);
  if (cached !== undefined) return cached;
  const data = await globalSearch(context, params);
  const json = JSON.stringify({ data });
  // The answer changes when a listed event starts (it drops out and another may step in).
  const firstStart = data.events.length > 0 ? Date.parse(data.events[0]!.date) : Infinity;
  cache.set(key, json, now, firstStart);
  return json;
}

/** Performers matching a name, best match first, then the most popular. */
export async function searchPerformers(
  context: SearchContext,
  params: PerformerSearchQuery,
): Promise<PerformerResult[]> {
  const index = await context.index.current();
  const query = prepareQuery(index, params.name);
  const filter = { categoryId: params.category, now: Date.now() };
  return best(index.performers, query, filter, params.limit, params.countryCode);
}

/** One page of matching upcoming events: best match first, then soonest first. */
export async function searchEvents(
  context: SearchContext,
  params: EventSearchQuery,
): Promise<{ events: EventResult[]; totalCount: number; page: number; limit: number }> {
  const index: SearchIndex = await context.index.current();
  const query = prepareQuery(index, params.query);
  const filter = { categoryId: params.category, now: Date.now() };
  const hits: Hit<EventResult>[] = findHits(index.events, query, accepts(filter));
  const start = (params.page - 1) * params.limit;
  const page =
    start >= hits.length
      ? []
      : start + params.limit <= 100
        ? topHits(hits, start + params.limit).slice(start)
        : hits.sort(compareHits).slice(start, start + params.limit);
  return {
    events: page.map((hit) => localise(hit.entry.result, params.countryCode)),
    totalCount: hits.length,
    page: params.page,
    limit: params.limit,
  };
}
