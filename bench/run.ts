import { availableParallelism, loadavg } from 'node:os';
import { startServer } from '../e2e/support/server';
import { barMisses } from './lib/bars';
import { dataSizeFromEnv, durationFromEnv } from './lib/bench-env';
import { formatTable, ratioToBaseline } from './lib/print-table';
import { recovery } from './lib/recovery';
import { runBenchmark, writeResults } from './lib/results';
import { type LoadOptions, runTarget, type TargetResult, warmUp } from './lib/run-autocannon';
import { resolveTargets } from './targets';

const warmUpSec = 2;

// Search bar (ADR 0002): API p95 at most 10 ms on the bench data set.
const SEARCH_P95_BAR_MS = 10;
// A target past the server's capacity (`sheds`) may be refused with 503; nothing else may fail.
const failures = (result: TargetResult) =>
  result.non2xx -
  (result.sheds ? (result.statusCodes['503'] ?? 0) : 0) +
  result.errors +
  result.timeouts;
const failed = (result: TargetResult) => failures(result) > 0;

// BENCH_ONLY=search,pages keeps the targets whose names contain one of the words (and the bare
// baseline every ratio needs): a quick look at one line without the whole run's minutes.
function onlyTargets<T extends { name: string; baseline?: boolean }>(
  targets: T[],
  only: string | undefined,
): T[] {
  const words = (only ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (words.length === 0) return targets;
  return targets.filter(
    (target) => target.baseline || words.some((word) => target.name.includes(word)),
  );
}

async function main(): Promise<number> {
  const load: LoadOptions = { connections: 50, pipelining: 1, durationSec: durationFromEnv() };
  const startedAt = new Date();
  const dataSize = dataSizeFromEnv();
  console.log(`starting the built server (BENCH_BARE_ROUTE=1, DEMO_DATA_SIZE=${dataSize}) ...`);
  const server = await startServer({
    env: { BENCH_BARE_ROUTE: '1', DEMO_DATA_SIZE: dataSize },
  });
  const results: TargetResult[] = [];
  let skipped: { name: string; reason: string }[] = [];
  let exitCode: number | null;
  try {
    const resolved = await resolveTargets(server.baseUrl, server.dataDir);
    const targets = onlyTargets(resolved.targets, process.env.BENCH_ONLY);
    skipped = resolved.skipped;
    for (const target of targets) {
      if (target.warmUp === false) continue;
      console.log(`warming up ${target.name} (${target.path}) for ${warmUpSec} s`);
      await warmUp(server.baseUrl, target, { ...load, durationSec: warmUpSec });
    }
    // The bare route once more at the end: ratios weigh both bare runs by position (print-table.ts).
    const bare = targets.find((target) => target.baseline);
    const measured =
      bare && targets.length > 1 ? [...targets, { ...bare, name: `${bare.name}, again` }] : targets;
    for (const target of measured) {
      console.log(`measuring ${target.name} (${target.path}) for ${load.durationSec} s`);
      results.push(await runTarget(server.baseUrl, target, load));
      // A load past capacity leaves renders in flight and the event-loop gauge high for a while;
      // the next target is measured on a server that answers normally again, not on that tail.
      if (target.sheds || target.overloads) {
        const recoveredMs = await recovery(server.baseUrl, '/', Date.now());
        console.log(`answering normally again after ${recoveredMs ?? 'over 30 000'} ms`);
      }
    }
  } finally {
    exitCode = await server.stop();
  }

  console.log(`\ndata set: ${dataSize}\n${formatTable(results)}\n`);
  for (const skip of skipped) console.log(`SKIPPED ${skip.name}: ${skip.reason}`);
  for (const search of results.filter((result) => result.name.startsWith('search'))) {
    const verdict = search.latencyMs.p95 <= SEARCH_P95_BAR_MS ? 'meets' : 'misses';
    console.log(
      `${search.name} p95 ${search.latencyMs.p95.toFixed(2)} ms ${verdict} the ` +
        `${SEARCH_P95_BAR_MS} ms bar${dataSize === 'bench' ? '' : ' (set on BENCH_DATA=bench)'}`,
    );
  }

  for (const result of results.filter((r) => r.sheds)) {
    const served = result.statusCodes['200'] ?? 0;
    console.log(
      `${result.name}: ${served} answered 200 (${(served / result.durationSec).toFixed(0)}/s), ` +
        `${result.statusCodes['503'] ?? 0} refused with 503 by overload protection`,
    );
  }
  const misses = barMisses(results);
  const report = {
    startedAt: startedAt.toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    loadAverage: loadavg(),
    load,
    dataSize,
    warmUpSec,
    skipped,
    serverExitCode: exitCode,
    results: results.map((result) => ({
      ...result,
      vsBaseline: ratioToBaseline(results, result),
    })),
  };
  await writeResults('', report, startedAt);

  if (exitCode !== 0) console.warn(`warning: the server exited with code ${exitCode} on SIGTERM`);
  const bad = results.filter(failed);
  for (const result of bad) {
    console.error(
      `FAIL ${result.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ` +
        `${result.timeouts} timeouts; status codes ${JSON.stringify(result.statusCodes)}`,
    );
  }
  if (bad.length > 0) console.error(`server output (tail):\n${server.logs().slice(-4000)}`);
  for (const miss of misses) console.error(`FAIL ${miss}`);
  return bad.length > 0 || misses.length > 0 ? 1 : 0;
}

runBenchmark(main);
