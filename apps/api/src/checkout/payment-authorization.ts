// The authorization of a checkout payment (ADR 0018): a new one from the provider's token, or the
// one an earlier answer asked the buyer to confirm with their bank (3-D Secure), continued once
// it is checked to be this buyer's payment for this hold and this total.
import type { PaymentBody } from '@reprise/domain/schemas/checkout';
import type { AuthorizeResult } from '../payments/public';
import { DomainError } from '../platform/errors/domain-error';
import type { CheckoutContext } from './checkout-context';

export interface AuthorizationRequest {
  body: PaymentBody;
  buyerId: number;
  holdId: number;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
}

const notThisPayment = () =>
  new DomainError(
    'VALIDATION_FAILED',
    'This payment confirmation does not belong to this order. Please pay again.',
    'authorizationId',
  );

/** Authorizes the hold's total, or continues the confirmed authorization the body names. */
export async function authorizeHoldPayment(
  ctx: CheckoutContext,
  request: AuthorizationRequest,
): Promise<AuthorizeResult> {
  const metadata = { buyerId: String(request.buyerId), holdId: String(request.holdId) };
  const confirmed = request.body.authorizationId;
  if (!confirmed) {
    return ctx.gateway.authorize({
      paymentToken: request.body.paymentToken,
      amountMinor: request.amountMinor,
      currency: request.currency,
      // Namespaced by buyer: two buyers' keys may be equal, their payments never are.
      idempotencyKey: `pay_${request.buyerId}_${request.idempotencyKey}`,
      metadata,
    });
  }
  const payment = await ctx.gateway.retrieve(confirmed);
  if (
    !payment ||
    payment.metadata.buyerId !== metadata.buyerId ||
    payment.metadata.holdId !== metadata.holdId
  ) {
    throw notThisPayment();
  }
  if (payment.amountMinor !== request.amountMinor || payment.currency !== request.currency) {
    // The total changed while the bank asked (a promo code): this authorization is not the order's.
    await ctx.gateway.void(confirmed).catch(() => ({ ok: false }));
    throw notThisPayment();
  }
  const { brand, last4 } = payment;
  switch (payment.status) {
    case 'authorized':
      return { status: 'authorized', authorizationId: confirmed, brand, last4 };
    case 'requires_action':
      return {
        status: 'requires_action',
        authorizationId: confirmed,
        nextAction: payment.nextAction ?? {},
      };
    case 'failed':
      return { status: 'declined', brand, last4 };
    default:
      throw notThisPayment();
  }
}
