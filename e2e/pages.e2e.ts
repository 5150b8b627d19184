import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchBrowser, openPage, VIEWPORTS } from './support/browser';
import { type RunningServer, startServer } from './support/server';

// Walks every browsing route of the site on the demo data at a phone and a desktop viewport (and
// with a country prefix at the desktop one): the HTTP status, hydration without console errors, one h1, the
// canonical link rule, no axe violations (unprefixed paths), and a keyboard that reaches the
// page's controls.

interface RouteCase {
  path: string;
  status: number;
  /** False: no canonical link (404, 410, event pages). */
  canonical: boolean;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function routeCases(baseUrl: string): Promise<RouteCase[]> {
  const api = `${baseUrl}/api`;
  const blog = await json<{ data: { posts: { id: number; slug: string }[] } }>(
    `${api}/getBlogContent?page=1&limit=1`,
  );
  const london = await json<{ data: { id: number } }>(`${api}/city?city_name_search=London`);
  const event = await json<{ data: { path: string }[] }>(`${api}/events/upcoming?limit=1`);
  const ok = (path: string): RouteCase => ({ path, status: 200, canonical: true });
  return [
    ok('/'),
    ok('/about'),
    ok('/faq'),
    ok('/press'),
    ok('/blog'),
    ok(`/blog/${blog.data.posts[0]!.id}`),
    ok('/sitemap'),
    ok('/sitemap/sports/epl'),
    ok('/sports'),
    ok('/concerts'),
    ok('/theatre'),
    ok('/festivals'),
    ok('/special-events'),
    ok('/sports/epl'),
    ok('/concerts/pop'),
    ok('/sports/epl/manchester-united'),
    ok('/concerts/pop/taylor-swift'),
    ok('/special-events/no-genre-found/disney-on-ice'),
    ok('/venue/the-o2'),
    ok(`/cities/london+${london.data.id}`),
    ok('/return-policy'),
    ok('/cookies'),
    ok('/terms-and-conditions'),
    ok('/privacy-policy'),
    ok('/see-all?query=manchester'),
    ok('/see-all/venues'),
    ok('/see-all/cities'),
    ok('/see-all/leagues'),
    ok('/see-all/genres/sports'),
    ok('/see-all/performers/sports/epl'),
    { path: event.data[0]!.path, status: 200, canonical: false },
    { path: '/no/such/page/anywhere', status: 404, canonical: false },
    { path: '/410', status: 410, canonical: false },
  ];
}

// Each walk is split in parts, so no test comes near the e2e timeout on a slow runner (a whole walk
// took 50-57 s of the 60 allowed; a third of one, up to 38 s on a slower day).
const PARTS = 4;
const partOf = <T>(all: readonly T[], part: number) => all.filter((_, i) => i % PARTS === part);
const partName = (part: number) => `part ${part + 1} of ${PARTS}`;
// Routes of a part visited at once, each in its own browser context: most of a visit is waiting
// for the network to go quiet, so three at a time cut the walk's time without loading 2 cores more
// than a visitor or two would.
const AT_ONCE = 3;

/** `work` over every item, at most `limit` at a time; results in the items' order. */
async function eachAtMost<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function withPrefix(path: string, prefix: string): string {
  if (!prefix || path === '/410') return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

describe('every browsing page', () => {
  let server: RunningServer;
  let browser: Browser;
  let cases: RouteCase[];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
    cases = await routeCases(server.baseUrl);
    // The first visit of a fresh server renders and fetches everything cold (images included),
    // which took more than the walk's 20 s wait on a loaded runner: warm the home page at both
    // sizes first, with the hook's own time.
    for (const viewport of Object.values(VIEWPORTS)) {
      await openPage(browser, server.baseUrl, '/', viewport, 120_000).then(({ close }) => close());
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const visit = (path: string, viewport: BrowserContextOptions) =>
    openPage(browser, server.baseUrl, path, viewport);

  /** What is wrong with one route at one size and prefix (nothing: an empty list). */
  async function routeProblems(
    route: RouteCase,
    prefix: string,
    viewport: BrowserContextOptions,
    withAxe: boolean,
  ): Promise<string[]> {
    const problems: string[] = [];
    const path = withPrefix(route.path, prefix);
    const { page, status, errors, close } = await visit(path, viewport);
    try {
      // Browsers log the 404/410 document itself as a failed resource: not a page error.
      const pageErrors = errors.filter((e) => !/status of 4(04|10)/.test(e));
      if (status !== route.status)
        problems.push(`${path}: status ${status}, wanted ${route.status}`);
      if (pageErrors.length > 0) problems.push(`${path}: console ${pageErrors.join(' | ')}`);
      const h1s = await page.locator('h1').count();
      if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements`);
      const canonical = await page
        .locator('link[rel="canonical"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      const pathOnly = route.path.split('?')[0]!;
      const expected = `${server.baseUrl.replace(/\/$/, '')}${pathOnly === '/' ? '' : pathOnly}`;
      if (route.canonical) {
        const ok = canonical.length === 1 && [expected, `${expected}/`].includes(canonical[0]!);
        if (!ok)
          problems.push(`${path}: canonical ${JSON.stringify(canonical)}, wanted ${expected}`);
      } else if (canonical.length > 0) {
        problems.push(`${path}: unexpected canonical ${canonical.join(',')}`);
      }
      if (withAxe) {
        const violations = await checkA11y(page);
        if (violations.length > 0) problems.push(`${path}:\n  ${violations.join('\n  ')}`);
      }
    } finally {
      await close();
    }
    return problems;
  }

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    // The country prefix changes links and canonicals, not layout: it is walked at one size.
    const prefixes = viewport === VIEWPORTS.desktop ? ['', 'uk'] : [''];
    for (const [prefix, part] of prefixes.flatMap((p) =>
      Array.from({ length: PARTS }, (_, i) => [p, i] as const),
    )) {
      // Unprefixed paths are also checked by axe, on the same visit and under the page's own CSP.
      const withAxe = prefix === '';
      it(`renders and hydrates every route${withAxe ? ', with no axe violations' : ''} (${viewportName}, ${prefix ? `/${prefix}` : 'no'} prefix, ${partName(part)})`, async () => {
        const problems = await eachAtMost(partOf(cases, part), AT_ONCE, (route) =>
          routeProblems(route, prefix, viewport, withAxe),
        );
        expect(problems.flat()).toEqual([]);
      });
    }
  }

  it('lets a keyboard reach the skip link first and then distinct controls', async () => {
    for (const path of ['/', '/sports', '/faq']) {
      const { page, close } = await visit(path, VIEWPORTS.desktop);
      try {
        await page.keyboard.press('Tab');
        const first = await page.evaluate(() => document.activeElement?.textContent?.trim());
        expect(first, path).toBe('Skip to content');
        const seen = new Set<string>();
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press('Tab');
          const id = await page.evaluate(() => {
            const el = document.activeElement;
            if (!el || el === document.body) return '';
            return `${el.tagName}:${el.getAttribute('href') ?? ''}:${el.textContent?.trim().slice(0, 30)}`;
          });
          expect(id, `${path}: Tab ${i + 2} left the page's controls`).not.toBe('');
          seen.add(id);
        }
        expect(seen.size, path).toBeGreaterThan(8);
      } finally {
        await close();
      }
    }
  });
});
