// The in-process schedule (SOURCES_SYNC_INTERVAL_MS; off by default and in tests). It runs in the
// background, never on a request: a down or slow source delays only the next sync, never a page.
// With several copies on one PostgreSQL, an advisory lock lets one copy run each round. A round
// where a source failed is tried again sooner, backing off up to the interval.
import { runOnce } from '@reprise/db/advisory-lock';
import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadCache } from '../../cache/read-cache';
import { countSourceResult, type Metrics } from '../../platform/metrics';
import type { SourceConnector } from '../source-connector';
import { DEFAULT_RETRY, type RetryPolicy } from '../upstream-http';
import { syncSources } from './sync-job';

// Beside ADVISORY_LOCK_KEYS of packages/db (migrations 72_170_001, demo seed 72_170_002).
export const SOURCE_SYNC_LOCK_KEY = 72_170_010;

export interface ScheduleContext {
  handle: DatabaseHandle;
  cache: ReadCache;
  log: FastifyBaseLogger;
  metrics: Metrics;
  /** Told after each source's commit which events' listings changed (price alerts). */
  onListingsChanged?: (eventIds: readonly number[]) => Promise<void>;
}

export interface SyncSchedule {
  /** Stops the schedule and waits for a running round. */
  stop(): Promise<void>;
}

export function startSyncSchedule(
  ctx: ScheduleContext,
  connectors: readonly SourceConnector[],
  options: { intervalMs: number; retry?: RetryPolicy },
): SyncSchedule {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let failedRounds = 0;

  const round = async () => {
    const outcome = await runOnce(ctx.handle, SOURCE_SYNC_LOCK_KEY, () =>
      syncSources(
        {
          db: ctx.handle.db,
          cache: ctx.cache,
          log: ctx.log,
          onListingsChanged: ctx.onListingsChanged,
        },
        connectors,
        {
          retry: options.retry ?? DEFAULT_RETRY,
        },
      ),
    );
    if (!outcome.ran) return;
    const { totals, results } = outcome.result;
    for (const result of results) {
      countSourceResult(
        ctx.metrics,
        result.source,
        result.ok ? { ...result.summary, rejected: result.summary.rejected.length } : null,
      );
    }
    ctx.log.info({ ...totals }, 'sources sync round done');
    failedRounds = totals.failedSources.length > 0 ? failedRounds + 1 : 0;
  };

  const schedule = () => {
    if (stopped) return;
    const retryDelay = Math.min(options.intervalMs, 30_000 * 2 ** Math.max(0, failedRounds - 1));
    const delay = failedRounds > 0 ? retryDelay : options.intervalMs;
    timer = setTimeout(() => {
      running = round()
        .catch((error) => ctx.log.error({ err: error }, 'sources sync round failed'))
        .finally(schedule);
    }, delay);
    timer.unref();
  };
  schedule();
  ctx.log.info(
    { intervalMs: options.intervalMs, sources: connectors.map((c) => c.source) },
    'sources sync scheduled',
  );

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
