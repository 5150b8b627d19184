import { randomBytes } from 'node:crypto';
import type { Db } from '@reprise/db/client';
import { readSandboxToken } from '@reprise/domain/payments/sandbox-token';
import type {
  AuthorizeRequest,
  AuthorizeResult,
  PaymentProvider,
  ProviderPayment,
  RefundRequest,
  RefundResult,
} from './payment-provider';
import {
  findSandboxPayment,
  insertSandboxPayment,
  insertSandboxRefund,
  moveSandboxPayment,
  type SandboxPaymentRow,
} from './sandbox-queries';

/** Where the sandbox's challenge page for a payment lives (under the API prefix). */
export const sandboxChallengePath = (paymentId: string) =>
  `/api/payments/sandbox/challenge/${paymentId}`;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The default provider: no processor and no money. It answers by the test card its token names
 * (approve, decline, insufficient funds, or a 3-D Secure challenge page) and keeps its payments
 * in the database, as a processor would keep them on its side, so they outlive a restart.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly #db: Db;
  readonly #now: () => Date;

  constructor(db: Db, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const card = readSandboxToken(request.paymentToken);
    if (!card) return { status: 'invalid', message: 'This payment token is not valid.' };
    const { brand, last4 } = card;
    if (card.outcome === 'decline') return { status: 'declined', brand, last4 };
    if (card.outcome === 'insufficient_funds')
      return { status: 'insufficient_funds', brand, last4 };
    const payment = await insertSandboxPayment(this.#db, {
      id: newId('sbx_pay'),
      status: card.outcome === 'challenge' ? 'requires_action' : 'authorized',
      amountMinor: request.amountMinor,
      currency: request.currency,
      brand,
      last4,
      idempotencyKey: request.idempotencyKey,
      metadata: request.metadata,
      createdAt: this.#now(),
      updatedAt: this.#now(),
    });
    if (payment.status === 'requires_action') {
      return {
        status: 'requires_action',
        authorizationId: payment.id,
        nextAction: { url: sandboxChallengePath(payment.id) },
      };
    }
    if (payment.status === 'failed') return { status: 'declined', brand, last4 };
    return { status: 'authorized', authorizationId: payment.id, brand, last4 };
  }

  async retrieve(authorizationId: string): Promise<ProviderPayment | null> {
    const row = await findSandboxPayment(this.#db, authorizationId);
    return row ? paymentOf(row) : null;
  }

  /** Captures an authorization once; capturing a captured payment again moves nothing. */
  async capture(authorizationId: string) {
    if (
      await moveSandboxPayment(this.#db, authorizationId, ['authorized'], 'captured', this.#now())
    ) {
      return { ok: true };
    }
    const row = await findSandboxPayment(this.#db, authorizationId);
    return { ok: row?.status === 'captured' };
  }

  async void(authorizationId: string) {
    const moved = await moveSandboxPayment(
      this.#db,
      authorizationId,
      ['authorized', 'requires_action'],
      'voided',
      this.#now(),
    );
    return { ok: moved };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const refund = await insertSandboxRefund(this.#db, {
      id: newId('sbx_re'),
      paymentId: request.authorizationId,
      amountMinor: request.amountMinor,
      idempotencyKey: request.idempotencyKey,
    });
    return refund
      ? { ok: true, refundId: refund.id }
      : { ok: false, reason: 'The payment is not captured or the amount exceeds what is left.' };
  }

  /** The buyer answered the challenge page: the payment is authorized, or it failed. */
  async completeChallenge(paymentId: string, passed: boolean): Promise<boolean> {
    return moveSandboxPayment(
      this.#db,
      paymentId,
      ['requires_action'],
      passed ? 'authorized' : 'failed',
      this.#now(),
    );
  }
}

function paymentOf(row: SandboxPaymentRow): ProviderPayment {
  return {
    authorizationId: row.id,
    status: row.status as ProviderPayment['status'],
    amountMinor: row.amountMinor,
    currency: row.currency,
    brand: row.brand,
    last4: row.last4,
    metadata: row.metadata as Record<string, string>,
    ...(row.status === 'requires_action'
      ? { nextAction: { url: sandboxChallengePath(row.id) } }
      : {}),
  };
}
