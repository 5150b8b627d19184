import type { FastifyPluginAsync } from 'fastify';
import type { SourceRegistry } from '../sources/public';
import type { CheckoutContext } from './checkout-context';
import { startCheckoutSweeps } from './checkout-sweeps';
import { holdRoutes } from './hold-routes';
import type { PaymentGateway } from './payment-gateway';
import { paymentRoutes } from './payment-routes';
import type { PaymentHooks } from './payment-service';

export interface CheckoutOptions {
  sources: SourceRegistry;
  gateway: PaymentGateway;
  /** Test-only hooks inside the payment (crash tests). */
  paymentHooks?: PaymentHooks;
  /** Sweep upstream locks of ended holds and captures still owed in the background (default true). */
  sweeper?: boolean;
}

/** Holds, promo codes and payment (issue 9). */
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
    await app.register(holdRoutes(ctx));
    await app.register(paymentRoutes(ctx, () => options.paymentHooks ?? {}));
    if (options.sweeper !== false) {
      const sweeper = startCheckoutSweeps(context);
      app.addHook('onClose', () => sweeper.stop());
    }
  };
}
