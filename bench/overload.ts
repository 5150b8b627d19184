import { startServer } from '../e2e/support/server';
import { dataSizeFromEnv, durationFromEnv } from './lib/bench-env';
import { PAGE_HEADERS, pagePaths, uncachedPaths } from './lib/page-paths';
import { recovery } from './lib/recovery';
import { runBenchmark, writeResults } from './lib/results';
import { runTarget, warmUp } from './lib/run-autocannon';
import { runOverload } from './lib/run-overload';

// `npm run bench:overload` (ADR 0009): measure how many page renders a second the server
// sustains at 50 connections, then send four times that, open loop, and check that it refuses
// the excess at once (503 with Retry-After), fails nothing else, and answers normally within
// 5 s of the load stopping. The pages all miss the page cache: renders are what overload a copy
// (cached pages cost about as little as the 503 that would refuse them).

const OVERLOAD_FACTOR = 4;
const RECOVERY_BAR_MS = 5_000;
// A refusal that takes longer than this is not the quick answer overload protection promises.
const FAST_503_P99_BAR_MS = 1_000;
// What a browser sends for the parts of a page it already has: an image, and its script's API call.
const IMAGE_HEADERS = { accept: 'image/*', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' };
const PAGE_CALL_HEADERS = {
  accept: 'application/json',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
};

/**
 * While the overload runs, asks for the parts of a page already sent (an image of home, a call its
 * scripts make) one after the other, as a visitor admitted before the rush would: overload
 * protection must answer them, not refuse them. Resolves the statuses once `until` resolves.
 */
async function probePageParts(baseUrl: string, until: Promise<unknown>) {
  const home = await (await fetch(`${baseUrl}/`, { headers: PAGE_HEADERS })).text();
  const image = home.match(/\/api\/img\/[^"'\s)]+/)?.[0] ?? '/favicon.svg';
  const parts = [
    { path: image, headers: IMAGE_HEADERS },
    { path: '/api/getCurrencyData?countryCode=gb', headers: PAGE_CALL_HEADERS },
  ];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const statuses: Record<string, number> = {};
  while (!done) {
    for (const part of parts) {
      try {
        const answer = await fetch(baseUrl + part.path, {
          headers: part.headers,
          signal: AbortSignal.timeout(10_000),
        });
        await answer.arrayBuffer();
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
    }
  }
  return statuses;
}

async function main(): Promise<number> {
  const dataSize = dataSizeFromEnv();
  const durationSec = durationFromEnv();
  console.log(`starting the built server (DEMO_DATA_SIZE=${dataSize}) ...`);
  const server = await startServer({ env: { BENCH_BARE_ROUTE: '1', DEMO_DATA_SIZE: dataSize } });
  try {
    const pages = await pagePaths(server.baseUrl);
    const all = [pages.home, pages.category, ...pages.performers];
    const capacityPaths = uncachedPaths(all, 200_000);
    const target = {
      name: 'pages, every one rendered',
      path: '{home, category, performers}?uncached={n}',
      headers: { ...PAGE_HEADERS },
    };
    const load = { connections: 50, pipelining: 1, durationSec };
    console.log('warming up');
    await warmUp(
      server.baseUrl,
      { ...target, paths: capacityPaths.slice(0, 50_000) },
      {
        ...load,
        durationSec: 3,
      },
    );
    console.log(`measuring capacity at 50 connections for ${durationSec} s`);
    const capacity = await runTarget(
      server.baseUrl,
      { ...target, paths: capacityPaths.slice(50_000) },
      load,
    );
    // Capacity is what it renders, not what it refuses: count the 200s only.
    const served = (capacity.statusCodes['200'] ?? 0) / capacity.durationSec;
    const rate = Math.max(1, Math.round(served * OVERLOAD_FACTOR));
    // Enough connections to keep the rate up while answers queue for up to half a second.
    const connections = Math.min(1_000, Math.max(100, Math.ceil(rate * 0.5)));
    console.log(
      `capacity ${served.toFixed(0)} pages/s rendered (p99 ${capacity.latencyMs.p99} ms)`,
    );
    console.log(
      `sending ${rate} req/s (${OVERLOAD_FACTOR}×) on ${connections} connections for ${durationSec} s`,
    );
    const overloadRun = runOverload(
      server.baseUrl,
      uncachedPaths(all, 400_000).map((path) => path.replace('uncached=', 'overload=')),
      { rate, connections, durationSec, headers: { ...PAGE_HEADERS } },
    );
    const partStatuses = probePageParts(server.baseUrl, overloadRun);
    const overload = await overloadRun;
    const parts = await partStatuses;
    const stoppedAt = Date.now();
    const recoveredMs = await recovery(server.baseUrl, pages.home, stoppedAt);

    const answered = Object.values(overload.statusCodes).reduce((sum, n) => sum + n, 0);
    const refused = overload.statusCodes['503'] ?? 0;
    const otherErrors = Object.entries(overload.statusCodes)
      .filter(([code]) => Number(code) >= 500 && code !== '503')
      .reduce((sum, [, n]) => sum + n, 0);
    // The server's own time on its refusals (Server-Timing), not the generator's: on two cores
    // shared with the server, autocannon's figure holds its own delays. 503s the server sent
    // within 0.6 s (p99 0.5 s) measured 1.5-3 s there, and 4.2 s when more connections gave
    // the generator more to do while the server's own time stayed the same.
    const refusal = overload.serverTimeByStatus['503'];
    const checks = [
      { bar: 'past capacity, some requests are refused with 503', ok: refused > 0 },
      { bar: 'every 503 carries Retry-After', ok: refused > 0 && overload.retryAfter === refused },
      {
        bar: `refusals are fast (the server's own time on a 503, p99 ≤ ${FAST_503_P99_BAR_MS} ms)`,
        ok: refusal !== undefined && refusal.p99 <= FAST_503_P99_BAR_MS,
      },
      {
        bar: 'no 5xx other than 503, no connection errors',
        ok: otherErrors === 0 && overload.errors === 0,
      },
      {
        bar: 'parts of a page already sent (an image, an API call of its script) are never refused',
        ok: Object.keys(parts).length > 0 && Object.keys(parts).every((status) => status === '200'),
      },
      {
        bar: `answers normally within ${RECOVERY_BAR_MS / 1000} s of the load stopping`,
        ok: recoveredMs !== null && recoveredMs <= RECOVERY_BAR_MS,
      },
    ];

    console.log(`\ndata set: ${dataSize}`);
    console.log(
      `capacity (50 connections): ${served.toFixed(0)} pages/s rendered, ` +
        `${capacity.statusCodes['503'] ?? 0} refused meanwhile, p99 ${capacity.latencyMs.p99} ms`,
    );
    console.log(
      `overload: asked ${rate} req/s, sent ${overload.sent}, answered ${answered} ` +
        `(${overload.achievedRate.toFixed(0)} req/s), errors ${overload.errors}, timeouts ${overload.timeouts}`,
    );
    console.log(`status codes: ${JSON.stringify(overload.statusCodes)}`);
    console.log(
      `503 share ${((refused / Math.max(1, answered)) * 100).toFixed(1)}%, with Retry-After ${overload.retryAfter}/${refused}`,
    );
    for (const [status, latency] of Object.entries(overload.latencyByStatus)) {
      console.log(
        `latency of ${status} as the load generator saw it (its own delays included): ` +
          `p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
      );
    }
    for (const [status, time] of Object.entries(overload.serverTimeByStatus)) {
      console.log(
        `the server's own time on a ${status} (Server-Timing): ` +
          `p50 ${time.p50} ms, p99 ${time.p99} ms, max ${time.max} ms`,
      );
    }
    console.log(`page parts asked during the overload: ${JSON.stringify(parts)}`);
    console.log(
      `normal answers again ${recoveredMs === null ? 'never (30 s)' : `${recoveredMs} ms`} after the load stopped`,
    );
    for (const check of checks) console.log(`${check.ok ? 'meets' : 'MISSES'}: ${check.bar}`);

    await writeResults('overload-', {
      dataSize,
      capacity,
      rate,
      connections,
      overload,
      pageParts: parts,
      recoveredMs,
      checks,
    });
    return checks.every((check) => check.ok) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

runBenchmark(main);
