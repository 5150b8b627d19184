// The load of `npm run bench:holds`, in a worker thread: the generator's own work (fetch, JSON)
// must not run on the event loop of the server it measures, as it would in one thread.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

const { address, listingIds, connections, durationMs, kind } = workerData;
let next = 0;
// Each request names its own client address, as an on-sale's buyers would (TRUST_PROXY).
const headers = () => ({
  'content-type': 'application/json',
  'x-forwarded-for': `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next++ & 255}`,
});

async function cycle() {
  const listingId = listingIds[next % listingIds.length];
  const sessionId = randomUUID();
  const held = await fetch(`${address}/api/holds`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ listingId, quantity: 1, sessionId }),
  });
  if (held.status !== 201) throw new Error(`hold ${held.status}`);
  const hold = await held.json();
  const released = await fetch(`${address}/api/releaseHold`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ ids: [hold.data.id], sessionId }),
  });
  if (released.status !== 200) throw new Error(`release ${released.status}`);
  await released.arrayBuffer();
}

async function bare() {
  const response = await fetch(`${address}/bare`);
  if (response.status !== 200) throw new Error(`bare ${response.status}`);
  await response.arrayBuffer();
}

const work = kind === 'cycle' ? cycle : bare;
const latencies = [];
let errors = 0;
const end = Date.now() + durationMs;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < end) {
      const start = performance.now();
      try {
        await work();
        latencies.push(performance.now() - start);
      } catch {
        errors++;
      }
    }
  }),
);
parentPort.postMessage({ latencies: Float64Array.from(latencies), errors });
