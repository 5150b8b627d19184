import { randomUUID } from 'node:crypto';
import { cardBrand, cardDigits, cardProblem } from '@reprise/domain/pricing/card-rules';
import type { AuthorizeRequest, AuthorizeResult, PaymentGateway } from './payment-gateway';

/** The test cards of the sandbox (docs/api.md); any other valid card approves too. */
export const SANDBOX_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/**
 * The default gateway: no processor, no money. It validates the card (Luhn, expiry, CVV) and
 * answers by test card number; authorizations live in memory until captured or voided.
 */
export class SandboxGateway implements PaymentGateway {
  readonly #now: () => Date;
  readonly #open = new Set<string>();

  constructor(now: () => Date = () => new Date()) {
    this.#now = now;
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const problem = cardProblem(request.card, this.#now());
    if (problem) return { status: 'invalid', ...problem };
    const digits = cardDigits(request.card.cardNumber);
    const brand = cardBrand(digits);
    const last4 = digits.slice(-4);
    if (digits === SANDBOX_CARDS.declined) return { status: 'declined', brand, last4 };
    if (digits === SANDBOX_CARDS.insufficientFunds) {
      return { status: 'insufficient_funds', brand, last4 };
    }
    const authorizationId = `sandbox_${randomUUID()}`;
    this.#open.add(authorizationId);
    return { status: 'authorized', authorizationId, brand, last4 };
  }

  async capture(authorizationId: string) {
    return { ok: this.#open.delete(authorizationId) };
  }

  async void(authorizationId: string) {
    return { ok: this.#open.delete(authorizationId) };
  }
}
