import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';
import { sandboxRoutes } from './sandbox-routes';

export interface PaymentsOptions {
  provider: PaymentProvider;
}

/** The payment provider's own routes: the sandbox's pages, or a provider's webhook (ADR 0018). */
export function paymentsRoutes(options: PaymentsOptions): FastifyPluginAsync {
  return async (app) => {
    if (options.provider instanceof SandboxProvider) {
      await app.register(sandboxRoutes(options.provider));
    }
  };
}
