// A checkout context for tests that call the services directly (race and crash tests).
import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { ReadCache } from '../../cache/read-cache';
import type { CheckoutContext } from '../../checkout/checkout-context';
import type { PaymentProvider } from '../../payments/payment-provider';
import { SandboxProvider } from '../../payments/sandbox-provider';
import { localRegistry } from '../../sources/source-adapter';

export const quiet = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return quiet;
  },
} as unknown as FastifyBaseLogger;

export function testCheckoutContext(
  database: DatabaseHandle,
  gateway: PaymentProvider = new SandboxProvider(database.db),
): CheckoutContext {
  return {
    database,
    cache: new ReadCache(),
    sources: localRegistry,
    gateway,
    now: () => new Date(),
    log: quiet,
  };
}
