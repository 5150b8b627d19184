// The pages the bars are set on (home, a category page, a performer page; ADR 0009), found on the
// running server so the same code measures the demo and the bench data sets.

/** What a browser sends for a page: HTML, and the compressed encodings every browser accepts. */
export const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
} as const;

export interface PagePaths {
  home: string;
  category: string;
  /** The most popular performer's page. */
  performer: string;
  /** Pages of the most popular performers, for runs that need many distinct pages. */
  performers: string[];
}

/**
 * The measured pages on the server at `baseUrl`. A server just started may still refuse with 503
 * for a second or two (building the search index holds its event loop, on the bench data for
 * seconds, and overload protection notices): it is asked again until it answers.
 */
export async function pagePaths(baseUrl: string, performerCount = 50): Promise<PagePaths> {
  const url = `${baseUrl}/api/getTrendingPerformer?limit=${performerCount}`;
  let response = await fetch(url);
  for (let tries = 0; response.status === 503 && tries < 120; tries++) {
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
    response = await fetch(url);
  }
  if (!response.ok) throw new Error(`getTrendingPerformer answered ${response.status}`);
  const { data } = (await response.json()) as { data: { path: string }[] };
  const performers = data.map((performer) => performer.path);
  const [performer] = performers;
  if (!performer) throw new Error('No performer to measure: /api/getTrendingPerformer was empty');
  return { home: '/', category: '/sports', performer, performers };
}

/**
 * `count` page paths that no cache can answer: the given pages with a unique query each, so every
 * request renders (the worst case: a page nobody asked for yet, or a bot busting caches).
 */
export function uncachedPaths(paths: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${paths[i % paths.length]}?uncached=${i}`);
}
