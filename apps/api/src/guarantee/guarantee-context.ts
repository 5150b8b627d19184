import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadCache } from '../cache/read-cache';
import type { Mailer } from '../mail/mailer';
import type { PaymentsContext } from '../payments/public';

/** What the guarantee's services and job work with. */
export interface GuaranteeContext {
  database: DatabaseHandle;
  /** Refunds go through the payment seam with this context. */
  payments: PaymentsContext;
  mailer: Mailer;
  cache: ReadCache;
  /** Base of the links in mails (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}
