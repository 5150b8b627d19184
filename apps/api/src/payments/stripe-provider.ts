// The Stripe provider (ADR 0018): one PaymentIntent per payment, confirmed on our server with the
// ConfirmationToken Stripe's elements made in the browser, with manual capture so the order of
// ADR 0010 (authorize, write the order, capture) stays. A 3-D Secure request comes back as
// requires_action with the intent's client secret for stripe.handleNextAction in the browser.
import Stripe from 'stripe';
import type {
  AuthorizeRequest,
  AuthorizeResult,
  PaymentProvider,
  ProviderPayment,
  RefundRequest,
  RefundResult,
} from './payment-provider';

export interface StripeSettings {
  /** STRIPE_SECRET_KEY. */
  secretKey: string;
  /** Where the API is (tests point it at a local server); Stripe's own by default. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

type Intent = Stripe.PaymentIntent;

/** The card's brand and last four digits, from the intent's (expanded) payment method. */
function cardOf(intent: Intent): { brand: string; last4: string } {
  const method = intent.payment_method;
  const card = typeof method === 'object' && method ? method.card : null;
  const wallet = card?.wallet?.type;
  const brand = card?.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : 'Card';
  return {
    brand: wallet ? `${brand} (${wallet.replace(/_/g, ' ')})` : brand,
    last4: card?.last4 ?? '',
  };
}

const STATUS: Partial<Record<Intent['status'], ProviderPayment['status']>> = {
  requires_capture: 'authorized',
  requires_action: 'requires_action',
  processing: 'requires_action',
  succeeded: 'captured',
  canceled: 'voided',
  requires_payment_method: 'failed',
};

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly #stripe: Stripe;

  constructor(settings: StripeSettings) {
    this.#stripe = new Stripe(settings.secretKey, {
      host: settings.host,
      port: settings.port,
      protocol: settings.protocol,
      maxNetworkRetries: 2,
      telemetry: false,
    });
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    let intent: Intent;
    try {
      intent = await this.#stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          capture_method: 'manual',
          confirm: true,
          confirmation_token: request.paymentToken,
          metadata: request.metadata,
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const card = error.payment_intent
          ? cardOf(error.payment_intent)
          : { brand: 'Card', last4: '' };
        const status =
          error.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'declined';
        return { status, ...card };
      }
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        return {
          status: 'invalid',
          message: 'This payment could not be set up. Please enter your card again.',
        };
      }
      throw error;
    }
    return this.#resultOf(intent);
  }

  async retrieve(authorizationId: string): Promise<ProviderPayment | null> {
    try {
      const intent = await this.#stripe.paymentIntents.retrieve(authorizationId, {
        expand: ['payment_method'],
      });
      return {
        authorizationId: intent.id,
        status: STATUS[intent.status] ?? 'failed',
        amountMinor: intent.amount,
        currency: intent.currency.toUpperCase(),
        ...cardOf(intent),
        metadata: intent.metadata,
        ...(intent.status === 'requires_action' && intent.client_secret
          ? { nextAction: { clientSecret: intent.client_secret } }
          : {}),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw error;
    }
  }

  async capture(authorizationId: string) {
    try {
      const intent = await this.#stripe.paymentIntents.capture(
        authorizationId,
        {},
        {
          idempotencyKey: `capture_${authorizationId}`,
        },
      );
      return { ok: intent.status === 'succeeded' };
    } catch (error) {
      // Captured already (by an earlier try whose answer was lost): the money is ours once.
      const payment = await this.retrieve(authorizationId);
      if (payment?.status === 'captured') return { ok: true };
      throw error;
    }
  }

  async void(authorizationId: string) {
    const intent = await this.#stripe.paymentIntents.cancel(
      authorizationId,
      {},
      {
        idempotencyKey: `void_${authorizationId}`,
      },
    );
    return { ok: intent.status === 'canceled' };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.#stripe.refunds.create(
        { payment_intent: request.authorizationId, amount: request.amountMinor },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return { ok: false, reason: refund.failure_reason ?? refund.status };
      }
      return { ok: true, refundId: refund.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        return { ok: false, reason: error.message };
      }
      throw error;
    }
  }

  /** Checks a webhook's signature over its raw body; answers the event, or null when it fails. */
  verifyWebhook(rawBody: Buffer, signature: string, secret: string): Stripe.Event | null {
    try {
      return this.#stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      return null;
    }
  }

  #resultOf(intent: Intent): AuthorizeResult {
    const card = cardOf(intent);
    switch (intent.status) {
      case 'requires_capture':
        return { status: 'authorized', authorizationId: intent.id, ...card };
      case 'requires_action':
        return {
          status: 'requires_action',
          authorizationId: intent.id,
          nextAction: { clientSecret: intent.client_secret ?? undefined },
        };
      default:
        return { status: 'declined', ...card };
    }
  }
}
