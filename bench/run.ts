import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startServer } from '../e2e/support/server';
import { formatTable, ratioToBaseline } from './lib/print-table';
import { type LoadOptions, runTarget, type TargetResult, warmUp } from './lib/run-autocannon';
import { resolveTargets } from './targets';

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const warmUpSec = 2;

// BENCH_DATA=bench seeds ten times the demo catalogue (DESIGN §6 measures search on it); the
// default keeps local runs quick.
function dataSizeFromEnv(): 'demo' | 'bench' {
  const raw = process.env.BENCH_DATA || 'demo';
  if (raw !== 'demo' && raw !== 'bench') {
    throw new Error(`BENCH_DATA must be demo or bench, got "${raw}"`);
  }
  return raw;
}

// DESIGN §6: search API p95 at most 20 ms on the bench data set.
const SEARCH_P95_BAR_MS = 20;

function durationFromEnv(): number {
  const raw = process.env.BENCH_DURATION ?? '10';
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`BENCH_DURATION must be a positive number of seconds, got "${raw}"`);
  }
  return seconds;
}

const failed = (result: TargetResult) => result.non2xx + result.errors + result.timeouts > 0;

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
    const resolved = await resolveTargets(server.baseUrl);
    const targets = resolved.targets;
    skipped = resolved.skipped;
    for (const target of targets) {
      if (target.warmUp === false) continue;
      console.log(`warming up ${target.name} (${target.path}) for ${warmUpSec} s`);
      await warmUp(server.baseUrl, target, { ...load, durationSec: warmUpSec });
    }
    for (const target of targets) {
      console.log(`measuring ${target.name} (${target.path}) for ${load.durationSec} s`);
      results.push(await runTarget(server.baseUrl, target, load));
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

  const baseline = results.find((result) => result.baseline);
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
      vsBaseline: ratioToBaseline(result, baseline),
    })),
  };
  await mkdir(resultsDir, { recursive: true });
  const file = `${resultsDir}${startedAt.toISOString().replace(/[:.]/g, '-')}.json`;
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`wrote ${file}`);

  if (exitCode !== 0) console.warn(`warning: the server exited with code ${exitCode} on SIGTERM`);
  const bad = results.filter(failed);
  for (const result of bad) {
    console.error(
      `FAIL ${result.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ` +
        `${result.timeouts} timeouts; status codes ${JSON.stringify(result.statusCodes)}`,
    );
  }
  if (bad.length > 0) console.error(`server output (tail):\n${server.logs().slice(-4000)}`);
  return bad.length > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
