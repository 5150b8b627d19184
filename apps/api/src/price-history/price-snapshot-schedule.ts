// The daily price snapshot in the background. Every copy of the server looks every `checkMs`
// whether today's snapshot has finished and takes it if not; on PostgreSQL the advisory lock lets
// one copy take it while the others skip, and the finished day is recorded, so a day is taken
// once however many copies look. A snapshot that failed part-way is completed by the next look
// (its stored rows stay; the rest are added).
import { ADVISORY_LOCK_KEYS, runOnce } from '@reprise/db/advisory-lock';
import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadCache } from '../cache/read-cache';
import { snapshotPrices } from './price-snapshot-service';

export interface SnapshotScheduleContext {
  database: DatabaseHandle;
  cache: ReadCache;
  cdnBaseUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now: () => Date;
}

/** The first look comes this long after start, so a restart does not wait a whole interval. */
const FIRST_LOOK_MS = 5 * 60 * 1000;

/** Starts the looks; answers the stop (which waits for a running snapshot). */
export function startSnapshotSchedule(ctx: SnapshotScheduleContext, checkMs: number) {
  let running: Promise<void> | null = null;
  const look = () => {
    if (running) return;
    running = runOnce(ctx.database, ADVISORY_LOCK_KEYS.priceSnapshot, () =>
      snapshotPrices(
        { db: ctx.database.db, cache: ctx.cache, cdnBaseUrl: ctx.cdnBaseUrl },
        ctx.now(),
      ),
    )
      .then((outcome) => {
        if (outcome.ran && outcome.result.ran) {
          ctx.log.info({ ...outcome.result }, 'price history snapshot taken');
        }
      })
      .catch((error) => ctx.log.error({ err: error }, 'price history snapshot failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(look, Math.min(FIRST_LOOK_MS, checkMs));
  const timer = setInterval(look, checkMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    while (running) await running;
  };
}
