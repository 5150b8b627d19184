// Mounts the sources: their routes, the settings they read, and the
// in-process sync schedule when SOURCES_SYNC_INTERVAL_MS asks for one.
import type { FastifyInstance } from 'fastify';
import { sourceRoutes } from './routes';
import { configuredConnectors } from './source-registry';
import type { SourcesConfig } from './sources-config';
import { DEFAULT_SOURCES_TIMEOUT_MS } from './sources-config';
import { startSyncSchedule } from './sync/sync-schedule';

declare module 'fastify' {
  interface FastifyInstance {
    /** SOURCE_* settings: upstream URLs, tokens, ingest keys, timeouts, schedule. */
    sourcesConfig: SourcesConfig;
  }
}

/** No source connected, no schedule: the tests' and the demo's default. */
export const NO_SOURCES: SourcesConfig = {
  sources: {},
  timeoutMs: DEFAULT_SOURCES_TIMEOUT_MS,
  syncIntervalMs: 0,
};

export async function registerSources(
  api: FastifyInstance,
  config: SourcesConfig = NO_SOURCES,
): Promise<void> {
  api.decorate('sourcesConfig', config);
  await api.register(sourceRoutes);
  if (config.syncIntervalMs > 0) {
    const connectors = configuredConnectors(config);
    const schedule = startSyncSchedule(
      {
        handle: api.database,
        cache: api.readCache,
        log: api.log,
        metrics: api.metrics,
        onListingsChanged: (eventIds) => api.alertJobs.enqueue(eventIds),
      },
      connectors,
      { intervalMs: config.syncIntervalMs },
    );
    api.addHook('onClose', () => schedule.stop());
  }
}
