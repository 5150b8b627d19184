import type { PaymentResponse } from './checkout-types';

// What the checkout page asks of the provider's card entry (ADR 0018), whichever provider it is.

/** The card entry's answer to Pay: a provider token, or its own fields showed what is wrong. */
export type Tokenized = { ok: true; token: string } | { ok: false };

/** What the bank asked for (3-D Secure), as the pay call answered it. */
export type NextAction = NonNullable<PaymentResponse['nextAction']>;

export interface PaymentFieldsHandle {
  /** Turns the entered card into the provider's token (the card stays with the provider). */
  tokenize(): Promise<Tokenized>;
  /** Walks the bank's confirmation in the provider's own UI (Stripe); the sandbox has a page. */
  handleAction?(nextAction: NextAction): Promise<void>;
}
