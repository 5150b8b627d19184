import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadCache } from '../cache/read-cache';
import type { SourceRegistry } from '../sources/public';
import type { PaymentGateway } from './payment-gateway';

/** What the checkout services work with: the database (truth), the cache they invalidate, the seams. */
export interface CheckoutContext {
  database: DatabaseHandle;
  /** Only invalidated by checkout: no hold or order decision reads it. */
  cache: ReadCache;
  sources: SourceRegistry;
  gateway: PaymentGateway;
  now: () => Date;
  log: FastifyBaseLogger;
}
