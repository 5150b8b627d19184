import { busiestEvent, eventTargets } from './lib/event-targets';
import { PAGE_HEADERS, pagePaths, uncachedPaths } from './lib/page-paths';
import { eventPageVariantTargets } from './lib/render-targets';
import type { BenchTarget } from './lib/run-autocannon';
import { collectNames, searchPaths, uncachedSearchPaths } from './lib/search-paths';

// More distinct pages than a run can render, so none is served from a cache.
const UNCACHED_PAGE_COUNT = 100_000;

// Measured in this order; the baseline goes first so every ratio has its reference. Pages are
// asked for as a browser does (HTML, br/gzip), so the shared page cache answers as it would.
async function pageTargets(baseUrl: string): Promise<BenchTarget[]> {
  const pages = await pagePaths(baseUrl);
  return [
    { name: 'bare', path: '/api/bench/bare', baseline: true },
    { name: 'home SSR', path: pages.home, headers: { ...PAGE_HEADERS } },
    { name: 'category SSR', path: pages.category, headers: { ...PAGE_HEADERS } },
    { name: 'performer SSR', path: pages.performer, headers: { ...PAGE_HEADERS } },
    {
      // What a render costs when the page cache cannot help (every request a new page).
      name: 'pages, every one rendered',
      path: '{home, category, performers}?uncached={n}',
      paths: uncachedPaths([pages.home, pages.category, ...pages.performers], UNCACHED_PAGE_COUNT),
      headers: { ...PAGE_HEADERS },
      warmUp: false,
      // 50 renders at once are more than a copy turns out in good time.
      overloads: true,
    },
  ];
}

// Enough distinct queries that the run is not one hot key, few enough to build in a blink.
const SEARCH_QUERY_COUNT = 5_000;

const FILTER_LISTINGS_BODY = JSON.stringify({
  query:
    'query($input: EventFilterInput){ filterListings(input: $input){ event_id eventname eventdate venuename city url } }',
  variables: { input: { limit: 8, page: 1, country_code: 'us' } },
});

export interface SkippedTarget {
  name: string;
  reason: string;
}

// More distinct paths than a short run can send, so no answer is ever served twice.
const UNCACHED_QUERY_COUNT = 200_000;

// Two views of search: the realistic one (prefixes repeat, as they do between visitors, so the
// answer cache serves many) and a worst case where every request misses that cache.
async function searchTargets(baseUrl: string): Promise<BenchTarget[]> {
  const names = await collectNames(baseUrl);
  console.log(`search: prefixes drawn from ${names.length} names`);
  return [
    {
      name: 'search',
      path: '/api/globalSearch?searchTermName={2–6 letter prefix}',
      paths: searchPaths(names, SEARCH_QUERY_COUNT),
    },
    {
      name: 'search uncached',
      path: '/api/globalSearch?searchTermName={prefix}&countryCode={each new}',
      paths: uncachedSearchPaths(names, UNCACHED_QUERY_COUNT),
      // A warm-up would answer (and so cache) the first paths the measurement then sends.
      warmUp: false,
    },
  ];
}

// The listing filter is built in parallel by another issue: until it answers, say so and move on.
async function filterListingsTarget(baseUrl: string): Promise<BenchTarget | SkippedTarget> {
  const target: BenchTarget = {
    name: 'filterListings',
    path: '/api/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: FILTER_LISTINGS_BODY,
  };
  try {
    const response = await fetch(new URL(target.path, baseUrl), {
      method: 'POST',
      headers: target.headers,
      body: target.body,
    });
    const text = await response.text();
    const body = JSON.parse(text) as { data?: { filterListings?: unknown[] }; errors?: unknown };
    if (!response.ok || body.errors || !Array.isArray(body.data?.filterListings)) {
      return {
        name: target.name,
        reason: `POST /api/graphql filterListings is not answering yet (${response.status}: ${text.slice(0, 160)})`,
      };
    }
    return target;
  } catch (error) {
    return { name: target.name, reason: `POST /api/graphql failed: ${String(error)}` };
  }
}

/** Every target to measure on this server, and the ones that cannot run yet with why. */
export async function resolveTargets(
  baseUrl: string,
  dataDir: string,
): Promise<{ targets: BenchTarget[]; skipped: SkippedTarget[] }> {
  const event = await busiestEvent(baseUrl);
  console.log(`event page: ${event.path}`);
  const targets = [
    ...(await pageTargets(baseUrl)),
    ...(await searchTargets(baseUrl)),
    ...eventTargets(event),
    ...(await eventPageVariantTargets(baseUrl, dataDir, event.path)),
  ];
  const skipped: SkippedTarget[] = [];
  const listings = await filterListingsTarget(baseUrl);
  if ('reason' in listings) skipped.push(listings);
  else targets.push(listings);
  return { targets, skipped };
}
