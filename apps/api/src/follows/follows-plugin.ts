// Mounts followed performers: their routes, and the new-event mails as work of the listings-changed
// job (the price alerts' queue: one queue, one job per change).
import type { FastifyInstance } from 'fastify';
import type { ListingsChangedWork } from '../alerts/public';
import { mailJobContext } from '../mail/mail-job-context';
import { runFollowMails } from './follow-mail-service';
import { followRoutes } from './routes';

/** The new-event mails, as work of the listings-changed job. */
export function followMailWork(api: FastifyInstance): ListingsChangedWork {
  const log = api.log.child({ queue: 'price-alerts', work: 'follow-mails' });
  return async (eventIds) => {
    const summary = await runFollowMails(mailJobContext(api, log), eventIds);
    return { ...summary };
  };
}

/** Registers the follow routes. */
export async function registerFollows(api: FastifyInstance): Promise<void> {
  await api.register(followRoutes);
}
