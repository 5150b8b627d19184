import type { Db } from '@reprise/db/client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Mailer } from './mailer';

/** What a background job that mails fans needs: their database, the mailer, links and a clock. */
export interface MailJobContext {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Base of the links in mails (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  /** Signs the mails' one-click unsubscribe links. */
  sessionSecret: string;
  now: () => Date;
}

/** The mail job context of this API copy, logging to `log`. */
export function mailJobContext(
  api: FastifyInstance,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): MailJobContext {
  return {
    db: api.database.db,
    mailer: api.mailer,
    log,
    publicBaseUrl: api.apiConfig.publicBaseUrl,
    sessionSecret: api.apiConfig.sessionSecret,
    now: api.apiConfig.now,
  };
}
