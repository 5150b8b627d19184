// The load of `npm run bench:holds`, in a worker thread: the generator's own work must not run on
// the event loop of the server it measures. autocannon writes prebuilt requests on raw sockets; a
// fetch-based generator cost about 0.45 ms of CPU a request here, as much as the server's own work
// on these two cores, and capped what could be measured.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { address, listingIds, connections, durationMs, kind } = workerData;
let next = 0;
// Each request names its own client address, as an on-sale's buyers would (TRUST_PROXY).
const headers = () => ({
  'content-type': 'application/json',
  'x-forwarded-for': `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next++ & 255}`,
});

const latencies = [];
let errors = 0;

// One cycle: hold one seat of a listing for a new session, then release it. The cycle's time runs
// from writing the hold to reading the release's answer.
const cycle = [
  {
    method: 'POST',
    path: '/api/holds',
    setupRequest(request, context) {
      context.sessionId = randomUUID();
      context.start = performance.now();
      const listingId = listingIds[next % listingIds.length];
      return {
        ...request,
        headers: headers(),
        body: JSON.stringify({ listingId, quantity: 1, sessionId: context.sessionId }),
      };
    },
    onResponse(status, body, context) {
      context.holdId = status === 201 ? JSON.parse(body).data.id : null;
      if (context.holdId === null) errors++;
    },
  },
  {
    method: 'POST',
    path: '/api/releaseHold',
    setupRequest(request, context) {
      // A failed hold starts the next cycle instead.
      if (context.holdId === null) return null;
      return {
        ...request,
        headers: headers(),
        body: JSON.stringify({ ids: [context.holdId], sessionId: context.sessionId }),
      };
    },
    onResponse(status, _body, context) {
      if (status === 200) latencies.push(performance.now() - context.start);
      else errors++;
    },
  },
];

const bare = [
  {
    method: 'GET',
    path: '/bare',
    setupRequest(request, context) {
      context.start = performance.now();
      return request;
    },
    onResponse(status, _body, context) {
      if (status === 200) latencies.push(performance.now() - context.start);
      else errors++;
    },
  },
];

autocannon(
  {
    url: address,
    connections,
    duration: durationMs / 1000,
    requests: kind === 'cycle' ? cycle : bare,
  },
  (error, result) => {
    if (error) throw error;
    errors += result.errors + result.timeouts;
    parentPort.postMessage({ latencies: Float64Array.from(latencies), errors });
  },
);
