import type { FastifyInstance } from 'fastify';

/**
 * Routes for benchmarks and the shutdown test only (BENCH_BARE_ROUTE=1): a bare JSON route as the
 * in-process baseline, and a deliberately slow one to hold requests in flight.
 */
export function registerBenchRoutes(app: FastifyInstance): void {
  app.get('/api/bench/bare', async () => ({ ok: true }));
  app.get<{ Querystring: { ms?: string } }>('/api/bench/slow', async (request) => {
    const ms = Math.min(Math.max(Number(request.query.ms) || 0, 0), 5_000);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { ok: true, waitedMs: ms };
  });
}
