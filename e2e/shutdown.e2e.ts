import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendGet, tryConnect } from './support/http-probe';
import { type RunningServer, startServer } from './support/server';

const inFlightCount = 20;
// Long enough that SIGTERM surely lands while every request is still being served.
const slowPath = '/api/bench/slow?ms=1000';

describe('graceful shutdown', () => {
  let server: RunningServer | undefined;

  beforeAll(async () => {
    server = await startServer({ env: { BENCH_BARE_ROUTE: '1' } });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('finishes in-flight requests on SIGTERM, exits 0, then refuses connections', async () => {
    const running = server!;
    const requests = Array.from({ length: inFlightCount }, () => sendGet(running.port, slowPath));
    await Promise.all(requests.map((pending) => pending.sent));

    // The slow requests were written before this probe connected, so by the time the server
    // answers it, its event loop has read and started them: SIGTERM cannot beat them in.
    const probe = await sendGet(running.port, '/api/health').outcome;
    expect(probe).toEqual({ status: 200 });

    const exitCode = running.stop();
    const outcomes = await Promise.all(requests.map((pending) => pending.outcome));

    expect(outcomes).toEqual(Array.from({ length: inFlightCount }, () => ({ status: 200 })));
    expect(await exitCode).toBe(0);
    expect(await tryConnect(running.port)).toBe('ECONNREFUSED');
  });
});
