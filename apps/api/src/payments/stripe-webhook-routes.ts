import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../platform/errors/domain-error';
import type { ProviderEvent } from './payment-provider';
import type { PaymentsContext } from './payments-context';
import { processProviderEvent } from './provider-events';
import type { StripeProvider } from './stripe-provider';

type StripeEvent = NonNullable<ReturnType<StripeProvider['verifyWebhook']>>;

const KINDS: Record<string, 'authorized' | 'captured' | 'failed'> = {
  'payment_intent.amount_capturable_updated': 'authorized',
  'payment_intent.succeeded': 'captured',
  'payment_intent.payment_failed': 'failed',
};

/** A Stripe event as the seam's provider event. */
export function providerEventOf(event: StripeEvent): ProviderEvent {
  const object = event.data.object as { object?: string; id?: string };
  const paymentId = object.object === 'payment_intent' && object.id ? object.id : null;
  const kind = KINDS[event.type];
  if (kind && paymentId) return { kind, eventId: event.id, type: event.type, paymentId };
  return { kind: 'ignored', eventId: event.id, type: event.type, paymentId };
}

/**
 * POST /payments/stripe/webhook (ADR 0018): the signature is checked over the raw body with
 * STRIPE_WEBHOOK_SECRET (Stripe's tolerance: five minutes), then the event is processed once.
 */
export function stripeWebhookRoutes(
  ctx: PaymentsContext & { provider: StripeProvider },
  secret: string,
): FastifyPluginAsync {
  return async (app) => {
    // The signature covers the bytes Stripe sent: this route alone reads its body unparsed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/payments/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: "Stripe's webhook: payment outcomes confirmed later (signed, processed once)",
          description:
            '400 WEBHOOK_SIGNATURE_INVALID (field Stripe-Signature) for a missing, wrong or older than five minutes signature; nothing is processed then.',
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        const event =
          typeof signature === 'string' && Buffer.isBuffer(body)
            ? ctx.provider.verifyWebhook(body, signature, secret)
            : null;
        if (!event) {
          throw new DomainError(
            'WEBHOOK_SIGNATURE_INVALID',
            'The Stripe-Signature header does not match this body and the webhook secret.',
            'Stripe-Signature',
          );
        }
        const processed = await processProviderEvent(ctx, providerEventOf(event));
        return { received: true, duplicate: !processed };
      },
    );
  };
}
