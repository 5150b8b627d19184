// The seam between our checkout and a payment provider (ADR 0018). The browser gives its card to
// the provider's own fields and sends us the provider's token; everything past this seam works
// with the provider's ids, the brand and the last four digits. A payment is authorized first
// (money reserved), captured once the order is written, voided when no order is made, refunded
// in full or in part later. Every call that moves money carries our idempotency key, so a retry
// moves it at most once.

export interface AuthorizeRequest {
  /** The provider's token or payment-method id from the browser. */
  paymentToken: string;
  amountMinor: number;
  currency: string;
  /** Our idempotency key, passed on so the provider de-duplicates too. */
  idempotencyKey: string;
  /** What we attach to the payment (buyer, hold): checked when a confirmation comes back. */
  metadata: Record<string, string>;
}

/** What the bank needs from the buyer before the payment is authorized (3-D Secure). */
export interface NextAction {
  /** The sandbox's challenge page. */
  url?: string;
  /** Stripe's client secret, for stripe.handleNextAction in the browser. */
  clientSecret?: string;
}

export type AuthorizeResult =
  | { status: 'authorized'; authorizationId: string; brand: string; last4: string }
  | { status: 'requires_action'; authorizationId: string; nextAction: NextAction }
  | { status: 'declined' | 'insufficient_funds'; brand: string; last4: string }
  /** The token itself is unusable (unknown, used, malformed). */
  | { status: 'invalid'; message: string };

/** A payment as the provider has it now (after a confirmation). */
export interface ProviderPayment {
  authorizationId: string;
  status: 'requires_action' | 'authorized' | 'captured' | 'voided' | 'failed';
  amountMinor: number;
  currency: string;
  brand: string;
  last4: string;
  metadata: Record<string, string>;
  /** While status is requires_action: what the buyer still has to do. */
  nextAction?: NextAction;
}

export interface RefundRequest {
  authorizationId: string;
  amountMinor: number;
  idempotencyKey: string;
}

export type RefundResult = { ok: true; refundId: string } | { ok: false; reason: string };

/** What an asynchronous notification from the provider said, once its signature was checked. */
export type ProviderEvent =
  | { kind: 'authorized' | 'captured' | 'failed'; eventId: string; type: string; paymentId: string }
  | { kind: 'ignored'; eventId: string; type: string; paymentId: string | null };

export interface PaymentProvider {
  /** 'sandbox' or 'stripe'. */
  readonly name: string;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** The payment as it stands, or null when the provider does not know the id. */
  retrieve(authorizationId: string): Promise<ProviderPayment | null>;
  capture(authorizationId: string): Promise<{ ok: boolean }>;
  void(authorizationId: string): Promise<{ ok: boolean }>;
  refund(request: RefundRequest): Promise<RefundResult>;
}
