import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { pagePaths } from './lib/page-paths';
import { writeResults } from './lib/results';

// Lighthouse, mobile preset (its default: simulated slow 4G and a mid-range phone CPU), on home,
// a category page, a performer page and an event page, against the page bars (ADR 0004, 0009): performance ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02 and at most 150 KB of gzipped
// JavaScript on first load. Exits non-zero when a bar is missed.

const BARS = { performance: 95, lcpMs: 1_500, cls: 0.02, scriptKb: 150 };
const LANGUAGE = process.env.BENCH_LANGUAGE;
// The e2e suite's flags (this closed network, a root container), with Chrome's new headless mode.
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs.filter((flag) => flag !== '--headless')];

interface PageResult {
  page: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
}

async function pagesToMeasure(baseUrl: string): Promise<[string, string][]> {
  const pages = await pagePaths(baseUrl, 1);
  // An event page with a seat map and listings: the page fans decide on.
  const upcoming = (await (await fetch(`${baseUrl}/api/events/upcoming?limit=20`)).json()) as {
    data: { id: number; path: string }[];
  };
  let eventPath: string | undefined;
  for (const event of upcoming.data) {
    const answer = (await (
      await fetch(`${baseUrl}/api/event/listings?eventId=${event.id}&limit=1`)
    ).json()) as { data: { count: number; map: unknown } };
    if (answer.data.map && answer.data.count >= 10) {
      eventPath = event.path;
      break;
    }
  }
  if (!eventPath) throw new Error('No event page to measure: no upcoming event with a map');
  return [
    ['home', pages.home],
    ['category', pages.category],
    ['performer', pages.performer],
    ['event', eventPath],
  ];
}

async function measure(url: string, port: number): Promise<Omit<PageResult, 'page'>> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // BENCH_LANGUAGE=de measures the pages as a German visitor gets them (language cookie set).
    ...(LANGUAGE ? { extraHeaders: { Cookie: `reprise_lang=${LANGUAGE}` } } : {}),
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    | { items: { resourceType: string; transferSize: number }[] }
    | undefined;
  const scriptBytes =
    summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
    scriptKb: Number((scriptBytes / 1024).toFixed(1)),
  };
}

function misses(result: PageResult): string[] {
  const out: string[] = [];
  if (result.performance < BARS.performance) {
    out.push(`performance ${result.performance} < ${BARS.performance}`);
  }
  if (result.lcpMs > BARS.lcpMs) out.push(`LCP ${result.lcpMs} ms > ${BARS.lcpMs}`);
  if (result.cls > BARS.cls) out.push(`CLS ${result.cls} > ${BARS.cls}`);
  if (result.scriptKb > BARS.scriptKb) out.push(`JS ${result.scriptKb} KB > ${BARS.scriptKb}`);
  return out;
}

async function main(): Promise<number> {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results: PageResult[] = [];
  try {
    for (const [page, path] of await pagesToMeasure(server.baseUrl)) {
      // One warm-up load so the server's caches are filled, as they are for real visitors.
      await fetch(server.baseUrl + path);
      results.push({
        page: `${page} ${path}`,
        ...(await measure(server.baseUrl + path, chrome.port)),
      });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  console.log(`\nLighthouse (mobile preset), language ${LANGUAGE ?? 'en'}`);
  console.log('page | performance | LCP ms | CLS | TBT ms | JS KB (gzip)');
  let failed = 0;
  for (const result of results) {
    const missed = misses(result);
    failed += missed.length > 0 ? 1 : 0;
    console.log(
      `${result.page} | ${result.performance} | ${result.lcpMs} | ${result.cls} | ${result.tbtMs} | ${result.scriptKb}${missed.length ? `  MISSES: ${missed.join(', ')}` : ''}`,
    );
  }
  await writeResults('lighthouse-', { bars: BARS, language: LANGUAGE ?? 'en', results });
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
