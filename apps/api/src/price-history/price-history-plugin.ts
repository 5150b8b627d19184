// Mounts price history: its route, and the daily snapshot's looks in the background when an
// interval is set (tests take snapshots by hand).
import type { FastifyInstance } from 'fastify';
import { startSnapshotSchedule } from './price-snapshot-schedule';
import { priceHistoryRoutes } from './routes';

/** How often a copy looks whether today's snapshot is taken (the first look is sooner). */
export const SNAPSHOT_CHECK_MS = 60 * 60 * 1000;

export async function registerPriceHistory(
  api: FastifyInstance,
  checkMs: number = SNAPSHOT_CHECK_MS,
): Promise<void> {
  if (checkMs > 0) {
    const stop = startSnapshotSchedule(
      {
        database: api.database,
        cache: api.readCache,
        cdnBaseUrl: api.apiConfig.cdnBaseUrl,
        log: api.log.child({ job: 'price-history' }),
        now: api.apiConfig.now,
      },
      checkMs,
    );
    api.addHook('onClose', () => stop());
  }
  await api.register(priceHistoryRoutes);
}
