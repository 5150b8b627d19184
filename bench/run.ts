import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startServer } from '../e2e/support/server';
import { formatTable, ratioToBaseline } from './lib/print-table';
import { type LoadOptions, runTarget, type TargetResult, warmUp } from './lib/run-autocannon';
import { targets } from './targets';

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const warmUpSec = 2;

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
  console.log(`starting the built server (BENCH_BARE_ROUTE=1) ...`);
  const server = await startServer({ env: { BENCH_BARE_ROUTE: '1' } });
  const results: TargetResult[] = [];
  let exitCode: number | null;
  try {
    for (const target of targets) {
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

  console.log(`\n${formatTable(results)}\n`);

  const baseline = results.find((result) => result.baseline);
  const report = {
    startedAt: startedAt.toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    loadAverage: loadavg(),
    load,
    warmUpSec,
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
