// Mounts the guarantee: its routes, and the job in the background when an interval is set (a
// change then also starts a round at once, so buyers hear of it within moments).
import type { FastifyInstance } from 'fastify';
import type { PaymentsContext } from '../payments/public';
import type { GuaranteeContext } from './guarantee-context';
import { startGuaranteeSchedule } from './guarantee-schedule';
import { guaranteeRoutes } from './routes';

/** Guarantee settings (README: GUARANTEE_JOB_INTERVAL_MS). */
export interface GuaranteeOptions {
  /** How often the refund and mail job runs; 0 turns it off (tests run it by hand). */
  jobIntervalMs: number;
}

/** What the desk needs of the mounted guarantee: its context, and a nudge for its job. */
export interface GuaranteeHandle {
  context: GuaranteeContext;
  kick: () => void;
}

export async function registerGuarantee(
  api: FastifyInstance,
  options: GuaranteeOptions,
  payments: PaymentsContext,
): Promise<GuaranteeHandle> {
  const context: GuaranteeContext = {
    database: api.database,
    payments,
    mailer: api.mailer,
    cache: api.readCache,
    publicBaseUrl: api.apiConfig.publicBaseUrl,
    now: api.apiConfig.now,
    log: api.log,
  };
  const schedule =
    options.jobIntervalMs > 0 ? startGuaranteeSchedule(context, options.jobIntervalMs) : null;
  if (schedule) api.addHook('onClose', () => schedule.stop());
  const kick = () => schedule?.kick();
  await api.register(guaranteeRoutes(() => context, kick));
  return { context, kick };
}
