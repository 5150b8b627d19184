// Refunds (ADR 0018): full or partial, once per (order, our idempotency key). The row is written
// first, under the order's row lock, so what is left to refund is decided one refund at a time;
// the provider is then asked with a key made of ours, so a replay, a retry after a crash or two
// concurrent copies of one request move the money once.
import { DomainError } from '../platform/errors/domain-error';
import type { PaymentsContext } from './payments-context';
import {
  findRefund,
  insertRefund,
  lockOrderForRefund,
  type RefundRow,
  refundedMinor,
  settleRefund,
} from './refund-queries';

export interface RefundRequest {
  orderId: number;
  /** Minor units of the order's currency; null refunds everything still unrefunded. */
  amountMinor: number | null;
  /** Ours: the same key answers the same refund. */
  idempotencyKey: string;
}

export interface RefundOutcome {
  refundId: number;
  amountMinor: number;
  providerRefundId: string;
}

const notAllowed = (message: string) =>
  new DomainError('REFUND_NOT_ALLOWED', message, 'amountMinor');

/** Refunds an order (in full or in part) once per idempotency key. */
export async function refundOrder(
  ctx: PaymentsContext,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const { refund: claimed, paymentReference } = await claimRefund(ctx, request);
  if (claimed.state === 'done') return outcomeOf(claimed);
  const answer = await ctx.provider.refund({
    authorizationId: paymentReference,
    amountMinor: claimed.amountMinor,
    idempotencyKey: `refund_${request.orderId}_${request.idempotencyKey}`,
  });
  if (!answer.ok) {
    await settleRefund(ctx.database.db, claimed.id, { state: 'failed' }, ctx.now());
    ctx.log.error(
      { orderId: request.orderId, refundId: claimed.id },
      'the provider refused a refund',
    );
    throw new DomainError(
      'REFUND_FAILED',
      `The payment provider refused the refund: ${answer.reason}`,
    );
  }
  await settleRefund(
    ctx.database.db,
    claimed.id,
    { state: 'done', providerRefundId: answer.refundId },
    ctx.now(),
  );
  return {
    refundId: claimed.id,
    amountMinor: claimed.amountMinor,
    providerRefundId: answer.refundId,
  };
}

/** The refund row of this key: the one already there, or a new one for what is left. */
async function claimRefund(
  ctx: PaymentsContext,
  request: RefundRequest,
): Promise<{ refund: RefundRow; paymentReference: string }> {
  return ctx.database.db.transaction(async (tx) => {
    const order = await lockOrderForRefund(tx, request.orderId);
    if (!order) throw new DomainError('ORDER_NOT_FOUND', 'No such order.', 'orderId');
    const existing = await findRefund(tx, request.orderId, request.idempotencyKey);
    if (existing) {
      if (request.amountMinor !== null && request.amountMinor !== existing.amountMinor) {
        throw new DomainError(
          'IDEMPOTENCY_KEY_REUSED',
          'This idempotency key was already used for a refund of another amount.',
          'idempotencyKey',
        );
      }
      if (existing.state === 'failed') {
        throw new DomainError(
          'REFUND_FAILED',
          'The payment provider refused this refund; use a new idempotency key to try again.',
        );
      }
      return { refund: existing, paymentReference: order.paymentReference };
    }
    if (!order.capturedAt) throw notAllowed('The order is not captured yet: void it instead.');
    const left = order.totalMinor - (await refundedMinor(tx, request.orderId));
    const amountMinor = request.amountMinor ?? left;
    if (!Number.isInteger(amountMinor) || amountMinor <= 0 || amountMinor > left) {
      throw notAllowed(`A refund of this order may be at most ${left} (minor units).`);
    }
    const refund = await insertRefund(tx, {
      orderId: request.orderId,
      idempotencyKey: request.idempotencyKey,
      amountMinor,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    return { refund, paymentReference: order.paymentReference };
  });
}

function outcomeOf(row: RefundRow): RefundOutcome {
  return {
    refundId: row.id,
    amountMinor: row.amountMinor,
    providerRefundId: row.providerRefundId!,
  };
}
