// `npm run bench:holds`: hold-and-release cycles per second on PostgreSQL at 50 connections, with
// the p99 of a cycle, against the bare route in the same run (absolute figures drift on
// shared machines, the ratio does not). The load (autocannon) runs in a worker thread, off the
// server's loop. One cycle = POST /api/holds then POST /api/releaseHold, the connections spread over
// the listings of one event (an on-sale's shape). A third line runs the same cycles on the hold
// service itself, without HTTP: the gap between the two is what the HTTP layer costs.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { openDatabase } from '@reprise/db/client';
import { createTestDatabase } from '@reprise/db/testing/test-database';
import Fastify from 'fastify';
import type { CheckoutContext } from '../apps/api/src/checkout/checkout-context';
import { createHold, releaseHolds } from '../apps/api/src/checkout/hold-service';
import { eventWithListings } from '../apps/api/src/test-support/checkout/checkout-fixtures';
import { testCheckoutContext } from '../apps/api/src/test-support/checkout/test-context';
import { HOLD_CYCLE_BAR } from './lib/bars';
import { durationFromEnv } from './lib/bench-env';
import { buildApiInto } from './lib/holds-api';
import { runBenchmark, writeResults } from './lib/results';
import { percentile } from './lib/run-autocannon';

const CONNECTIONS = 50;

/** Runs `kind` on CONNECTIONS concurrent loops in a worker thread for `durationMs`. */
function loop(
  address: string,
  listingIds: readonly number[],
  durationMs: number,
  kind: 'bare' | 'cycle',
) {
  return new Promise<{
    count: number;
    perSec: number;
    p50: number;
    p99: number;
    errors: number;
    mainThreadMsPerItem: number;
  }>((resolve, reject) => {
    // How busy this thread (the server's event loop) was: its CPU per cycle is steadier than
    // cycles/s on a shared machine.
    const loopBefore = performance.eventLoopUtilization();
    const worker = new Worker(new URL('./lib/cycle-load-worker.mjs', import.meta.url), {
      workerData: { address, listingIds, connections: CONNECTIONS, durationMs, kind },
    });
    worker.once('error', reject);
    worker.once('message', ({ latencies, errors }: { latencies: Float64Array; errors: number }) => {
      const sorted = latencies.sort();
      const busy = performance.eventLoopUtilization(loopBefore);
      resolve({
        mainThreadMsPerItem: busy.active / Math.max(1, sorted.length),
        count: sorted.length,
        perSec: sorted.length / (durationMs / 1000),
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        errors,
      });
      void worker.terminate();
    });
  });
}

/** The same cycles on the hold service in this process: CONNECTIONS loops for `durationMs`. */
async function serviceLoop(
  ctx: CheckoutContext,
  listingIds: readonly number[],
  durationMs: number,
) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + durationMs;
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      while (performance.now() < until) {
        const sessionId = randomUUID();
        const start = performance.now();
        try {
          const { hold } = await createHold(ctx, {
            listingId: listingIds[i % listingIds.length]!,
            quantity: 1,
            sessionId,
            buyerId: null,
            // A trusted load generator, as over HTTP (RATE_LIMIT_ALLOW_LIST).
            client: { ip: null, deviceId: null, trusted: true },
            challenge: null,
          });
          await releaseHolds(ctx, sessionId, [hold.id], 'hold');
          latencies.push(performance.now() - start);
        } catch {
          errors++;
        }
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  const sorted = Float64Array.from(latencies).sort();
  return {
    perSec: sorted.length / (durationMs / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpuMsPerCycle: (cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length),
    errors,
  };
}

async function main(): Promise<number> {
  process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  const durationMs = durationFromEnv() * 1000;
  console.log('creating a throwaway PostgreSQL database (test data) ...');
  const database = await createTestDatabase();
  const url = (database.handle.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  const handle = await openDatabase({ url, maxConnections: 20 });
  const app = Fastify({ trustProxy: true, logger: false });
  try {
    app.get('/bare', async () => ({ ok: true }));
    await buildApiInto(app, handle);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { ids } = await eventWithListings(
      handle.db,
      Array.from({ length: CONNECTIONS }, (_, i) => ({
        section: `S${i}`,
        quantity: 12,
        priceMinor: 5_000,
        currency: 'GBP',
      })),
    );
    console.log('warming up ...');
    await loop(address, ids, 2_000, 'bare');
    await loop(address, ids, 2_000, 'cycle');
    console.log(`measuring the bare route for ${durationMs / 1000} s`);
    const bare = await loop(address, ids, durationMs, 'bare');
    console.log(`measuring hold+release cycles for ${durationMs / 1000} s`);
    const cycles = await loop(address, ids, durationMs, 'cycle');
    console.log(
      `measuring the same cycles on the hold service, without HTTP, for ${durationMs / 1000} s`,
    );
    const service = await serviceLoop(testCheckoutContext(handle), ids, durationMs);

    const ratio = cycles.perSec / bare.perSec;
    console.log(
      `\nbare route: ${bare.perSec.toFixed(0)} req/s, p99 ${bare.p99.toFixed(1)} ms (${bare.errors} errors)`,
    );
    console.log(
      `hold+release: ${cycles.perSec.toFixed(0)} cycles/s (${(cycles.perSec * 2).toFixed(0)} req/s), ` +
        `p50 ${cycles.p50.toFixed(1)} ms, p99 ${cycles.p99.toFixed(1)} ms (${cycles.errors} errors); ` +
        `server event loop busy ${cycles.mainThreadMsPerItem.toFixed(2)} ms a cycle ` +
        `(bare route: ${bare.mainThreadMsPerItem.toFixed(3)} ms a request)`,
    );
    console.log(`ratio: ${(ratio * 100).toFixed(1)}% of the bare route's requests/s (cycles/s)`);
    console.log(
      `hold service without HTTP: ${service.perSec.toFixed(0)} cycles/s, p50 ${service.p50.toFixed(1)} ms, ` +
        `p99 ${service.p99.toFixed(1)} ms, ${service.cpuMsPerCycle.toFixed(2)} ms of this process's CPU a cycle (${service.errors} errors)`,
    );
    const meets =
      cycles.perSec >= HOLD_CYCLE_BAR.minCyclesPerSec && cycles.p99 <= HOLD_CYCLE_BAR.maxP99Ms;
    console.log(
      `hold+release: ${cycles.perSec.toFixed(0)} cycles/s (bar ≥ ${HOLD_CYCLE_BAR.minCyclesPerSec}), ` +
        `p99 ${cycles.p99.toFixed(0)} ms (bar ≤ ${HOLD_CYCLE_BAR.maxP99Ms} ms) ${meets ? 'meets' : 'MISSES'} the bars`,
    );
    await writeResults('holds-', {
      connections: CONNECTIONS,
      durationMs,
      bare,
      cycles,
      ratio,
      service,
    });
    return cycles.errors + service.errors > 0 ? 1 : 0;
  } finally {
    await app.close();
    await handle.close();
    await database.dispose();
  }
}

runBenchmark(main);
