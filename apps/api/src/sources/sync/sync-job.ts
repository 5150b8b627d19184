// Pulls every connected source once: read all its listings (retrying with backoff while it is down
// or slow), then ingest them as a complete batch (what it no longer lists is withdrawn). A source
// that stays down is reported and left as it was: its listings keep serving, nothing is withdrawn
// because of an outage, and the other sources still sync.

import type { Db } from '@reprise/db/client';
import type { IngestSummary, SourceName } from '@reprise/domain/schemas/sources';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadCache } from '../../cache/read-cache';
import { ingestListings } from '../ingest-service';
import type { SourceConnector } from '../source-connector';
import { DEFAULT_RETRY, type RetryPolicy, UpstreamError, withRetry } from '../upstream-http';

export interface SyncContext {
  db: Db;
  cache: ReadCache;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Told after each source's commit which events' listings changed (price alerts). */
  onListingsChanged?: (eventIds: readonly number[]) => Promise<void>;
}

export type SourceSyncResult =
  | { source: SourceName; ok: true; summary: IngestSummary; attempts: number }
  | { source: SourceName; ok: false; error: string; attempts: number };

/** Totals of one run, over every source. */
export interface SyncTotals {
  added: number;
  updated: number;
  withdrawn: number;
  rejected: number;
  failedSources: SourceName[];
}

export interface SyncProgress {
  /** Called before a source is pulled (index counts from 0). */
  start?(source: SourceName, index: number, total: number): void;
  /** Called when a source is done, well or not. */
  done?(result: SourceSyncResult, index: number, total: number): void;
}

export async function syncSource(
  ctx: SyncContext,
  connector: SourceConnector,
  retry: RetryPolicy = DEFAULT_RETRY,
): Promise<SourceSyncResult> {
  let attempts = 0;
  const source = connector.source;
  try {
    const rows = await withRetry(
      retry,
      () => {
        attempts++;
        return connector.pullListings();
      },
      (error, attempt, delayMs) =>
        ctx.log.warn(
          { source, attempt, delayMs, reason: error.message },
          'source pull failed; retrying',
        ),
    );
    const summary = await ingestListings(ctx, source, rows, { complete: true, wholeSource: true });
    ctx.log.info(
      {
        source,
        received: summary.received,
        added: summary.added,
        updated: summary.updated,
        withdrawn: summary.withdrawn,
        rejected: summary.rejected.length,
      },
      'source synced',
    );
    for (const rejection of summary.rejected.slice(0, 20)) {
      ctx.log.warn({ source, ...rejection }, 'source row rejected');
    }
    return { source, ok: true, summary, attempts };
  } catch (error) {
    const message = error instanceof UpstreamError ? error.message : (error as Error).message;
    ctx.log.error(
      { source, attempts, reason: message },
      'source sync failed; its listings stay as they were',
    );
    return { source, ok: false, error: message, attempts };
  }
}

/** Syncs each connector in turn; never throws for a source's failure. */
export async function syncSources(
  ctx: SyncContext,
  connectors: readonly SourceConnector[],
  options: { retry?: RetryPolicy; progress?: SyncProgress } = {},
): Promise<{ results: SourceSyncResult[]; totals: SyncTotals }> {
  const results: SourceSyncResult[] = [];
  for (const [index, connector] of connectors.entries()) {
    options.progress?.start?.(connector.source, index, connectors.length);
    const result = await syncSource(ctx, connector, options.retry);
    results.push(result);
    options.progress?.done?.(result, index, connectors.length);
  }
  return { results, totals: totalsOf(results) };
}

export function totalsOf(results: readonly SourceSyncResult[]): SyncTotals {
  const totals: SyncTotals = { added: 0, updated: 0, withdrawn: 0, rejected: 0, failedSources: [] };
  for (const result of results) {
    if (!result.ok) {
      totals.failedSources.push(result.source);
      continue;
    }
    totals.added += result.summary.added;
    totals.updated += result.summary.updated;
    totals.withdrawn += result.summary.withdrawn;
    totals.rejected += result.summary.rejected.length;
  }
  return totals;
}
