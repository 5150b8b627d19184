// Mounts price alerts: their routes and the job queue that matches them (pg-boss on PostgreSQL,
// the in-process runner on the embedded database), stopped when the server closes.
import type { FastifyInstance } from 'fastify';
import { mailJobContext } from '../mail/mail-job-context';
import { readContext } from '../platform/service-context';
import {
  type AlertJobSummary,
  type AlertJobs,
  InProcessAlertJobs,
  PgBossAlertJobs,
} from './alert-jobs';
import { runAlertMatch } from './alert-match-service';
import { alertRoutes } from './routes';

/** More work a listing change starts, run in the same job as the match; answers its figures. */
export type ListingsChangedWork = (
  eventIds: readonly number[],
) => Promise<{ [figure: string]: number }>;

/**
 * Starts the alert job queue on the API's database (the caller decorates `alertJobs` with it).
 * Each job runs the match and every `alsoRun` work, all of them even when one fails; a failure
 * then fails the job (pg-boss retries it; what was mailed is claimed and not sent again).
 */
export async function startAlertJobs(
  api: FastifyInstance,
  alsoRun: readonly ListingsChangedWork[] = [],
): Promise<AlertJobs> {
  const log = api.log.child({ queue: 'price-alerts' });
  const match = (eventIds: readonly number[]) =>
    runAlertMatch({ ...readContext(api), ...mailJobContext(api, log) }, eventIds);
  const run = async (eventIds: readonly number[]) => {
    const [matched, ...others] = await Promise.allSettled([
      match(eventIds),
      ...alsoRun.map((work) => work(eventIds)),
    ]);
    const failed = [matched, ...others].find(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    );
    if (failed) throw failed.reason;
    const figures = others.map((result) => (result.status === 'fulfilled' ? result.value : {}));
    const summary: AlertJobSummary = Object.assign(
      {},
      ...figures,
      matched.status === 'fulfilled' ? matched.value : {},
    );
    return summary;
  };
  return api.database.kind === 'postgres'
    ? PgBossAlertJobs.start(api.database, run, log)
    : new InProcessAlertJobs(run, log);
}

/** Registers the alert routes; the queue stops (finishing its job) when the API closes. */
export async function registerAlerts(
  api: FastifyInstance,
  alsoRun: readonly ListingsChangedWork[] = [],
): Promise<void> {
  api.decorate('alertJobs', await startAlertJobs(api, alsoRun));
  api.addHook('onClose', (instance) => instance.alertJobs.stop());
  await api.register(alertRoutes);
}
