// The on-call numbers (docs/operations.md lists the dashboard queries): one Prometheus registry per
// API instance, so two instances in one process (tests, several copies) never share counters.
// Contexts count their own business events on `api.metrics`; this module counts every request.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheLookups } from '../cache/read-cache';

/** The counters of this copy; contexts increment the ones of their business. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'reprise_process_' });
  const counter = <Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[] = [],
  ) => new Counter<Label>({ name, help, labelNames, registers: [registry] });
  const metrics = {
    registry,
    httpRequests: counter(
      'reprise_http_requests_total',
      'API requests answered, by method, route pattern and status code',
      ['method', 'route', 'status'],
    ),
    httpDuration: new Histogram({
      name: 'reprise_http_request_duration_seconds',
      help: 'Time to answer an API request, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    overloadRefusals: counter(
      'reprise_overload_refusals_total',
      'API requests refused with 503 because the copy was overloaded',
    ),
    holds: counter('reprise_holds_total', 'Hold requests, by outcome (taken or refused)', [
      'outcome',
    ]),
    payments: counter(
      'reprise_payments_total',
      'Calls to the payment provider, by operation and outcome',
      ['operation', 'outcome'],
    ),
    refunds: counter('reprise_refunds_total', 'Refunds asked of the payment provider, by outcome', [
      'outcome',
    ]),
    sourceSyncs: counter(
      'reprise_source_sync_results_total',
      'Listings of source syncs and pushes, by source and result (added, updated, withdrawn, rejected)',
      ['source', 'result'],
    ),
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

const HOLD_ROUTE = '/api/holds';
const REFUSED_HOLD = new Set([403, 409, 429]);

/**
 * Counts every answered API request by its route pattern (never the raw URL, whose ids would make
 * a series per order) and the holds taken and refused, which only the answer's status tells.
 */
export function installRequestMetrics(api: FastifyInstance, metrics: Metrics): void {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  api.addHook('onClose', async () => delay.disable());
  new Gauge({
    name: 'reprise_event_loop_delay_p99_seconds',
    help: "The 99th percentile of the event loop's delay since the last scrape",
    registers: [metrics.registry],
    collect() {
      this.set(delay.percentile(99) / 1e9);
      delay.reset();
    },
  });
  api.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.httpRequests.inc({ method: request.method, route, status: String(status) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status === 503) metrics.overloadRefusals.inc();
    if (request.method === 'POST' && route === HOLD_ROUTE) {
      if (status === 200 || status === 201) metrics.holds.inc({ outcome: 'taken' });
      else if (REFUSED_HOLD.has(status)) metrics.holds.inc({ outcome: 'refused' });
    }
    done();
  });
}

/**
 * Hit and miss counts of this copy's caches (`read`: the API's read cache; `page`: rendered
 * pages), read from the caches' own tallies at each scrape so a lookup costs no metric update.
 */
export function registerCacheMetrics(
  metrics: Metrics,
  caches: Record<string, () => CacheLookups>,
): void {
  new Counter({
    name: 'reprise_cache_lookups_total',
    help: 'Cache lookups of this copy, by cache (read, page) and result (hit, miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [metrics.registry],
    collect() {
      this.reset();
      for (const [cache, lookups] of Object.entries(caches)) {
        const { hits, misses } = lookups();
        this.inc({ cache, result: 'hit' }, hits);
        this.inc({ cache, result: 'miss' }, misses);
      }
    },
  });
}

/** What one source batch or sync did: its counts, or null when the source failed. */
export interface SourceResultCounts {
  added: number;
  updated: number;
  withdrawn: number;
  rejected: number;
}

/** Counts one source push or sync (a failed sync counts once as `failed`). */
export function countSourceResult(
  metrics: Metrics,
  source: string,
  counts: SourceResultCounts | null,
): void {
  if (!counts) {
    metrics.sourceSyncs.inc({ source, result: 'failed' });
    return;
  }
  for (const result of ['added', 'updated', 'withdrawn', 'rejected'] as const) {
    if (counts[result] > 0) metrics.sourceSyncs.inc({ source, result }, counts[result]);
  }
}
