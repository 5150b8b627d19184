import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../payments/public';
import type { SourceRegistry } from '../sources/public';
import type { CheckoutContext } from './checkout-context';
import { startCheckoutSweeps } from './checkout-sweeps';
import { holdChallengeRoutes } from './hold-challenge-routes';
import { holdRoutes } from './hold-routes';
import { paymentRoutes } from './payment-routes';

export interface CheckoutOptions {
  sources: SourceRegistry;
  gateway: PaymentProvider;
  /** Sweep upstream locks of ended holds and captures still owed in the background (default true). */
  sweeper?: boolean;
  /** RATE_LIMIT_ALLOW_LIST: trusted load generators, spared the anonymous hold allowance (ADR 0017). */
  trustedAddresses?: readonly string[];
}

/** Holds, promo codes and payment (ADR 0010). */
export function checkoutRoutes(options: CheckoutOptions): FastifyPluginAsync {
  return async (app) => {
    const context: CheckoutContext = {
      database: app.database,
      cache: app.readCache,
      sources: options.sources,
      gateway: options.gateway,
      now: app.apiConfig.now,
      log: app.log,
    };
    const ctx = () => context;
    await app.register(holdRoutes(ctx, new Set(options.trustedAddresses ?? [])));
    await app.register(holdChallengeRoutes);
    await app.register(paymentRoutes(ctx));
    if (options.sweeper !== false) {
      const sweeper = startCheckoutSweeps(context);
      app.addHook('onClose', () => sweeper.stop());
    }
  };
}
