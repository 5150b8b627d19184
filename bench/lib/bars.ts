import { baselineAt, shareOfBaseline } from './print-table';
import type { TargetResult } from './run-autocannon';

/** A bar a target must clear, against the bare route of the same run (`baselineAt`). */
export interface Bar {
  /** Least share of the bare route's served (2xx) answers/s. */
  minRatio: number;
  /** Highest p99 latency, when the bar has one. */
  maxP99Ms?: number;
}

// Pages (ADR 0009): home, a category and a performer page, the event page and its
// listings. Pages at ≥ 5% of the bare route's requests/s with p99 ≤ 1 s, listings at ≥ 40%, all
// at 50 connections. One table, so every target is judged the same way.
const PAGE: Bar = { minRatio: 0.05, maxP99Ms: 1_000 };
export const BARS: Readonly<Record<string, Bar>> = {
  'home SSR': PAGE,
  'category SSR': PAGE,
  'performer SSR': PAGE,
  'event page SSR': PAGE,
  'event listings': { minRatio: 0.4 },
  // Pages the shared cache cannot answer as they are: every one a new page (a bot busting the
  // cache, a first visit to a rare page), answered without a 503; a signed-in fan's event page;
  // the event page with the quantity changing from one request to the next.
  'pages, every one rendered': { minRatio: 0.05, maxP99Ms: 250 },
  'event page, signed in': { minRatio: 0.1, maxP99Ms: 100 },
  'event page, new quantity each request': { minRatio: 0.1 },
  // The carousels' GraphQL list: the same few bodies posted over and over, answered from the
  // GraphQL answer cache (apps/api/src/graphql/response-cache.ts).
  filterListings: { minRatio: 0.6 },
};

/** Prints each barred target's verdict and returns the lines of those that missed. */
export function barMisses(results: readonly TargetResult[]): string[] {
  const misses: string[] = [];
  for (const result of results) {
    const bar = BARS[result.name];
    if (!bar || result.baseline || baselineAt(results, result) === 0) continue;
    const share = shareOfBaseline(results, result);
    const p99 = result.latencyMs.p99;
    const ok = share >= bar.minRatio && (bar.maxP99Ms === undefined || p99 <= bar.maxP99Ms);
    const line =
      `${result.name}: ${(share * 100).toFixed(1)}% of bare (bar ≥ ${bar.minRatio * 100}%), ` +
      `p99 ${p99.toFixed(0)} ms${bar.maxP99Ms ? ` (bar ≤ ${bar.maxP99Ms} ms)` : ''}`;
    console.log(`${line} ${ok ? 'meets' : 'MISSES'} the bars`);
    if (!ok) misses.push(line);
  }
  return misses;
}

/** Hold bar (ADR 0010): hold-and-release cycles on PostgreSQL at 50 connections (bench/holds.ts). */
export const HOLD_CYCLE_BAR = { minCyclesPerSec: 1_000, maxP99Ms: 100 } as const;
