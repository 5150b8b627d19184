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
  answerBytes,
  type CountryFreeAnswer,
  countryFreeAnswer,
  type LocalisedAnswer,
  localisedAnswer,
} from './localise-answer';
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

function best<T>(group: IndexGroup<T>, query: PreparedQuery, filter: Filter, limit: number): T[] {
  return bestHits(group, query, accepts(filter), limit).map((hit) => hit.entry.result);
}

// The text, limit and category decide what matches; the visitor's country only the links.
type AnswerQuery = Pick<GlobalSearchQuery, 'text' | 'limit' | 'categoryId'>;

/** The search box groups for one text, each capped at `limit`, with links without a country. */
function countryFreeGroups(index: SearchIndex, params: AnswerQuery, now: number): SearchGroups {
  const query = prepareQuery(index, params.text);
  const filter = { categoryId: params.categoryId, now };
  const { limit } = params;
  return {
    genres: best(index.genres, query, filter, limit),
    leagues: best(index.leagues, query, filter, limit),
    performers: best(index.performers, query, filter, limit),
    // The best matches are picked first, then shown soonest first as the search box lists them.
    events: best(index.events, query, filter, limit).sort(
      (a, b) => Date.parse(a.date) - Date.parse(b.date),
    ),
    venues: best(index.venues, query, filter, limit),
    cities: best(index.cities, query, filter, limit),
  };
}

// Answers found for one index, shared by every country: the visitor's country changes only the
// links, which are prefixed per request from the kept JSON (cheaper than keeping every country's
// copy, which would turn a few kilobytes a request into long-lived garbage).
const answerCaches = new WeakMap<SearchIndex, ResultCache<CountryFreeAnswer>>();

function answerCacheOf(index: SearchIndex): ResultCache<CountryFreeAnswer> {
  let cache = answerCaches.get(index);
  if (!cache) {
    cache = new ResultCache();
    answerCaches.set(index, cache);
  }
  return cache;
}

/**
 * The global search answer `{ data: groups }` as JSON with its ETag, found once per text, limit
 * and category (for any country: only the links differ) and served from a per-index cache until
 * one of the events it lists starts.
 */
export async function globalSearchJson(
  context: SearchContext,
  params: GlobalSearchQuery,
): Promise<LocalisedAnswer> {
  const index = await context.index.current();
  const cache = answerCacheOf(index);
  const now = Date.now();
  // Spelled the way the index reads it, so 'Beyoncé' and 'beyonce ' share one answer.
  const key = `${params.limit}|${params.categoryId ?? ''}|${normaliseSearchText(params.text)}`;
  let answer = cache.get(key, now);
  if (answer === undefined) {
    answer = countryFreeAnswer(countryFreeGroups(index, params, now));
    cache.set(key, answer, answerBytes(answer), now, answer.validUntil);
  }
  return localisedAnswer(answer, params.countryCode);
}

/** Performers matching a name, best match first, then the most popular. */
export async function searchPerformers(
  context: SearchContext,
  params: PerformerSearchQuery,
): Promise<PerformerResult[]> {
  const index = await context.index.current();
  const query = prepareQuery(index, params.name);
  const filter = { categoryId: params.category, now: Date.now() };
  return best(index.performers, query, filter, params.limit).map((performer) =>
    localise(performer, params.countryCode),
  );
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
