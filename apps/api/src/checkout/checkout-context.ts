import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadCache } from '../cache/read-cache';
import type { PaymentProvider } from '../payments/public';
import type { SourceRegistry } from '../sources/public';

/** What the checkout services work with: the database (truth), the cache they invalidate, the seams. */
export interface CheckoutContext {
  database: DatabaseHandle;
  /** Only invalidated by checkout: no hold or order decision reads it. */
  cache: ReadCache;
  sources: SourceRegistry;
  gateway: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger;
}
