// Mounts price alerts: their routes and the job queue that matches them (pg-boss on PostgreSQL,
// the in-process runner on the embedded database), stopped when the server closes.
import type { FastifyInstance } from 'fastify';
import { type AlertJobs, InProcessAlertJobs, PgBossAlertJobs } from './alert-jobs';
import { runAlertMatch } from './alert-match-service';
import { alertRoutes } from './routes';

/** Starts the alert job queue on the API's database (the caller decorates `alertJobs` with it). */
export async function startAlertJobs(api: FastifyInstance): Promise<AlertJobs> {
  const log = api.log.child({ queue: 'price-alerts' });
  const run = (eventIds: readonly number[]) =>
    runAlertMatch(
      {
        db: api.database.db,
        cache: api.readCache,
        cdnBaseUrl: api.apiConfig.cdnBaseUrl,
        mailer: api.mailer,
        log,
        publicBaseUrl: api.apiConfig.publicBaseUrl,
        sessionSecret: api.apiConfig.sessionSecret,
        now: api.apiConfig.now,
      },
      eventIds,
    );
  return api.database.kind === 'postgres'
    ? PgBossAlertJobs.start(api.database, run, log)
    : new InProcessAlertJobs(run, log);
}

/** Registers the alert routes; the queue stops (finishing its job) when the API closes. */
export async function registerAlerts(api: FastifyInstance): Promise<void> {
  api.decorate('alertJobs', await startAlertJobs(api));
  api.addHook('onClose', (instance) => instance.alertJobs.stop());
  await api.register(alertRoutes);
}
