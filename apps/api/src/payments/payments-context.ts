import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from './payment-provider';

/** What the payments services work with: the database and the configured provider. */
export interface PaymentsContext {
  database: DatabaseHandle;
  provider: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger;
}
