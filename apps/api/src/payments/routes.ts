import { SANDBOX_CARD_FRAME_PATH } from '@reprise/domain/payments/sandbox-frame-messages';
import { type PaymentConfig, paymentConfigResponseSchema } from '@reprise/domain/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';
import { sandboxRoutes } from './sandbox-routes';
import { StripeProvider } from './stripe-provider';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

export interface PaymentsOptions {
  provider: PaymentProvider;
  /** STRIPE_PUBLISHABLE_KEY, when the provider is Stripe. */
  publishableKey?: string;
  /** STRIPE_WEBHOOK_SECRET, when the provider is Stripe. */
  webhookSecret?: string;
}

/** The payment provider's own routes: the sandbox's pages, or a provider's webhook (ADR 0018). */
export function paymentsRoutes(options: PaymentsOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const config: PaymentConfig =
      options.provider.name === 'stripe'
        ? { provider: 'stripe', publishableKey: options.publishableKey ?? '' }
        : { provider: 'sandbox', cardFramePath: SANDBOX_CARD_FRAME_PATH };
    app.get(
      '/payments/config',
      {
        schema: {
          tags: ['payments'],
          summary: 'Which card entry the checkout page shows (sandbox frame or Stripe)',
          response: { 200: paymentConfigResponseSchema },
        },
      },
      async () => ({ data: config }),
    );
    if (options.provider instanceof SandboxProvider) {
      await app.register(sandboxRoutes(options.provider));
    }
    if (options.provider instanceof StripeProvider && options.webhookSecret) {
      const ctx = {
        database: app.database,
        provider: options.provider,
        now: app.apiConfig.now,
        log: app.log,
      };
      await app.register(stripeWebhookRoutes(ctx, options.webhookSecret));
    }
  };
}
