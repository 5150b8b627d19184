import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server';
import { dataSizeFromEnv } from './lib/bench-env';
import { discardBodies } from './lib/discard-bodies';
import { PAGE_HEADERS, pagePaths } from './lib/page-paths';
import { runBenchmark, writeResults } from './lib/results';
import { collectNames, searchPaths } from './lib/search-paths';

// `npm run bench:soak` (ADR 0009): a long run of varied requests — cached and never-seen pages,
// searches, GraphQL listing pages — while the server's resident memory is sampled. Every cache is
// bounded, so RSS must level off: the run fails if it ends more than 20% above where it stood
// after the first tenth of the run.

const GROWTH_BAR = 1.2;
const SAMPLE_MS = 2_000;

function soakSecondsFromEnv(): number {
  const raw = process.env.BENCH_SOAK_SECONDS ?? '120';
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 20) {
    throw new Error(`BENCH_SOAK_SECONDS must be at least 20, got "${raw}"`);
  }
  return seconds;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const LISTINGS_QUERY =
  'query($input: EventFilterInput){ filterListings(input: $input){ event_id eventname eventdate url } }';

/** A long, varied mix: repeat visits, first visits, searches and listing pages. */
function workload(pages: Awaited<ReturnType<typeof pagePaths>>, names: string[]): Call[] {
  const searches = searchPaths(names, 20_000);
  const cached = [pages.home, pages.category, ...pages.performers];
  const calls: Call[] = [];
  for (let i = 0; i < 200_000; i++) {
    const kind = i % 4;
    if (kind === 0) {
      calls.push({ method: 'GET', path: cached[i % cached.length]!, headers: { ...PAGE_HEADERS } });
    } else if (kind === 1) {
      const page = cached[(i * 7) % cached.length]!;
      calls.push({ method: 'GET', path: `${page}?soak=${i}`, headers: { ...PAGE_HEADERS } });
    } else if (kind === 2) {
      calls.push({ method: 'GET', path: searches[i % searches.length]!, headers: {} });
    } else {
      const input = { limit: 8, page: 1 + (i % 40), country_code: i % 3 === 0 ? 'us' : undefined };
      calls.push({
        method: 'POST',
        path: '/api/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: LISTINGS_QUERY, variables: { input } }),
      });
    }
  }
  return calls;
}

async function main(): Promise<number> {
  const dataSize = dataSizeFromEnv();
  const seconds = soakSecondsFromEnv();
  console.log(`starting the built server (DEMO_DATA_SIZE=${dataSize}) ...`);
  const server = await startServer({ env: { DEMO_DATA_SIZE: dataSize } });
  try {
    const pages = await pagePaths(server.baseUrl);
    const calls = workload(pages, await collectNames(server.baseUrl));
    const samples: { atSec: number; rssMb: number }[] = [];
    const started = Date.now();
    samples.push({ atSec: 0, rssMb: await rssMb(server.pid) });
    const sampler = setInterval(async () => {
      samples.push({
        atSec: Math.round((Date.now() - started) / 1000),
        rssMb: await rssMb(server.pid),
      });
    }, SAMPLE_MS);
    let next = 0;
    console.log(`soaking for ${seconds} s at 50 connections`);
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: server.baseUrl,
          connections: 50,
          duration: seconds,
          setupClient: discardBodies,
          requests: [
            {
              setupRequest: (request) => {
                const call = calls[next]!;
                next = (next + 1) % calls.length;
                return { ...request, ...call };
              },
            },
          ],
        },
        (error, answer) => (error ? reject(error) : resolve(answer)),
      );
    });
    clearInterval(sampler);
    samples.push({ atSec: seconds, rssMb: await rssMb(server.pid) });

    const early = samples.find((sample) => sample.atSec >= seconds / 10) ?? samples[0]!;
    const last = samples[samples.length - 1]!;
    const peak = Math.max(...samples.map((sample) => sample.rssMb));
    const ok = last.rssMb <= early.rssMb * GROWTH_BAR;
    console.log(`\ndata set: ${dataSize}`);
    console.log(
      `requests ${result.requests.total} (${result.requests.average.toFixed(0)} req/s), ` +
        `status codes ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats).map(([c, s]) => [c, s.count])))}, ` +
        `errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    console.log(
      `RSS (MB) every ${SAMPLE_MS / 1000} s: ${samples.map((sample) => sample.rssMb).join(' ')}`,
    );
    console.log(
      `RSS at ${early.atSec} s ${early.rssMb} MB, at the end ${last.rssMb} MB, peak ${peak} MB: ` +
        `${ok ? 'meets' : 'MISSES'} the bar (end ≤ ${GROWTH_BAR} × the first tenth)`,
    );
    await writeResults('soak-', { dataSize, seconds, samples, ok });
    // Never-cached pages at 50 connections are past capacity: overload protection answers the
    // excess with 503 and Retry-After by design. Any other 5xx, error or timeout fails the soak.
    const sheds = result.statusCodeStats['503']?.count ?? 0;
    const failedRequests = result.errors + result.timeouts + (result['5xx'] ?? 0) - sheds;
    console.log(`refused with 503 by overload protection: ${sheds}`);
    if (failedRequests > 0)
      console.error(
        `FAIL ${failedRequests} requests failed (errors, timeouts, 5xx other than 503)`,
      );
    return ok && failedRequests === 0 ? 0 : 1;
  } finally {
    await server.stop();
  }
}

runBenchmark(main);
