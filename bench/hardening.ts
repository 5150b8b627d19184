import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server';
import { dataSizeFromEnv, durationFromEnv } from './lib/bench-env';
import { discardBodies } from './lib/discard-bodies';
import { runBenchmark, writeResults } from './lib/results';
import { percentile, runTarget } from './lib/run-autocannon';
import { collectNames, searchPaths } from './lib/search-paths';

// `npm run bench:hardening` (ADR 0012): what hostile requests cost the server now.
// (a) How fast the 43 KB request of 500 filterListings aliases (which froze the server for
//     12–14 s) is refused.
// (b) /api/health p99 while that request repeats and 50 connections search, against health alone.
// (c) RSS after 10,000 varied GraphQL and search requests against after the first 1,000: every
//     cache is bounded in bytes and keyed on the normalised request, so it must stay within 20%.

const RSS_GROWTH_BAR = 1.2;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024);
}

function aliasRequest(): string {
  const fields = 'event_id eventname eventdate venuename city url';
  const aliases = Array.from(
    { length: 500 },
    (_, i) => `a${i}: filterListings(input: { limit: 100 }) { ${fields} }`,
  );
  return JSON.stringify({ query: `{ ${aliases.join(' ')} }` });
}

async function postGraphql(baseUrl: string, body: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const LISTINGS_QUERY =
  'query($input: EventFilterInput){ filterListings(input: $input){ event_id eventname eventdate url } }';

/** Varied GraphQL and search requests: new variables, padded documents, new search prefixes. */
function variedCalls(searches: readonly string[], count: number) {
  const calls: {
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: string;
  }[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) {
      calls.push({ method: 'GET', path: searches[i % searches.length]!, headers: {} });
      continue;
    }
    // Padding and unused variables are what pinned 324 MB in the answer cache before.
    const padding = ' '.repeat(i % 500);
    const input = { limit: 1 + (i % 20), page: 1 + (i % 30), country_code: i % 3 ? 'us' : 'uk' };
    calls.push({
      method: 'POST',
      path: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `${padding}${LISTINGS_QUERY}# ${i}`,
        variables: { input, [`pad${i}`]: 'p'.repeat(2_000) },
      }),
    });
  }
  return calls;
}

function sendAll(
  baseUrl: string,
  calls: ReturnType<typeof variedCalls>,
): Promise<autocannon.Result> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections: 20,
        amount: calls.length,
        setupClient: discardBodies,
        requests: [
          {
            setupRequest: (request) => {
              const call = calls[next++ % calls.length]!;
              return { ...request, ...call };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function main(): Promise<number> {
  const dataSize = dataSizeFromEnv();
  const durationSec = durationFromEnv();
  console.log(`starting the built server (DEMO_DATA_SIZE=${dataSize}) ...`);
  const server = await startServer({ env: { DEMO_DATA_SIZE: dataSize } });
  try {
    const { baseUrl } = server;
    const names = await collectNames(baseUrl);
    const searches = searchPaths(names, 20_000);

    // (a) The 500-alias request, refused before it runs.
    const body = aliasRequest();
    const refusals: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < 50; i++) {
      const { ms, status } = await postGraphql(baseUrl, body);
      refusals.push(ms);
      statuses.add(status);
    }
    const sortedRefusals = Float64Array.from(refusals).sort();
    const refusedMs = {
      p50: Math.round(percentile(sortedRefusals, 50) * 100) / 100,
      max: Math.round(Math.max(...refusals) * 100) / 100,
    };
    console.log(
      `(a) 500-alias GraphQL request (${(body.length / 1024).toFixed(1)} KB): status ${[...statuses].join(', ')}, ` +
        `refused in ${refusedMs.p50} ms (p50), ${refusedMs.max} ms (max of 50)`,
    );

    // (b) Health alone, then health under the alias request and a 50-connection search load.
    const health = { name: 'health', path: '/api/health' };
    const healthLoad = { connections: 4, pipelining: 1, durationSec };
    const alone = await runTarget(baseUrl, health, healthLoad);
    let attacking = true;
    const attackers = Array.from({ length: 4 }, async () => {
      let sent = 0;
      while (attacking) {
        await postGraphql(baseUrl, body);
        sent++;
      }
      return sent;
    });
    const [underLoad, search] = await Promise.all([
      runTarget(baseUrl, health, healthLoad),
      runTarget(
        baseUrl,
        { name: 'search', path: '/api/globalSearch', paths: searches },
        { connections: 50, pipelining: 1, durationSec },
      ),
    ]);
    attacking = false;
    const aliasSent = (await Promise.all(attackers)).reduce((sum, n) => sum + n, 0);
    console.log(
      `(b) /api/health p99 alone ${alone.latencyMs.p99} ms; with the alias request repeating ` +
        `(${aliasSent} sent) and 50 connections searching (${Math.round(search.requestsPerSec)} req/s, ` +
        `non-2xx ${search.non2xx}): ${underLoad.latencyMs.p99} ms (p50 ${underLoad.latencyMs.p50} ms)`,
    );

    // (c) Memory after 1,000 and after 10,000 varied requests.
    const calls = variedCalls(searches, 10_000);
    const first = await sendAll(baseUrl, calls.slice(0, 1_000));
    const rssAfter1k = await rssMb(server.pid);
    const rest = await sendAll(baseUrl, calls.slice(1_000));
    const rssAfter10k = await rssMb(server.pid);
    const ratio = rssAfter10k / rssAfter1k;
    const fiveXx = (first['5xx'] ?? 0) + (rest['5xx'] ?? 0);
    const memoryOk = ratio <= RSS_GROWTH_BAR;
    console.log(
      `(c) RSS after 1,000 varied GraphQL/search requests ${rssAfter1k} MB, after 10,000 ${rssAfter10k} MB ` +
        `(×${ratio.toFixed(2)}; bar ×${RSS_GROWTH_BAR}): ${memoryOk ? 'meets' : 'MISSES'} the bar; 5xx ${fiveXx}`,
    );

    await writeResults('hardening-', {
      dataSize,
      refusedMs,
      refusalStatuses: [...statuses],
      health: { aloneP99: alone.latencyMs.p99, underLoadP99: underLoad.latencyMs.p99 },
      searchRequestsPerSec: search.requestsPerSec,
      aliasSent,
      rss: { after1k: rssAfter1k, after10k: rssAfter10k, ratio },
    });
    const refusedOk = statuses.size === 1 && statuses.has(400);
    if (!refusedOk) console.error('FAIL the 500-alias request was not refused with 400');
    if (fiveXx > 0) console.error(`FAIL ${fiveXx} requests answered 5xx`);
    return refusedOk && memoryOk && fiveXx === 0 ? 0 : 1;
  } finally {
    await server.stop();
  }
}

runBenchmark(main);
