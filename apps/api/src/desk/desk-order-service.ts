// The desk's actions on one order. Each is written to the audit log with the desk account that
// did it and why; money moves only through the payment seam's refunds (one per idempotency key).
import { mayRefund, SUPPORT_REFUND_LIMIT_MINOR } from '@reprise/domain/desk/desk-roles';
import { DELIVERY_STATUS_IDS } from '@reprise/domain/ids';
import { moveDelivery, requeueTicketMail } from '../fulfilment/public';
import { cancelOrderWithRefund } from '../guarantee/public';
import { refundOrder } from '../payments/public';
import { appendAudit } from '../platform/audit-log';
import { DomainError } from '../platform/errors/domain-error';
import type { DeskContext } from './desk-context';
import { refundableMinor } from './desk-order-queries';
import type { DeskOperator } from './desk-session';

/** The audit actor of a desk account: its id, so the log names the person, not the desk. */
export const deskActor = (operator: DeskOperator) => `operator:${operator.id}`;

const noOrder = () => new DomainError('ORDER_NOT_FOUND', 'No such order.', 'orderId');

export interface DeskRefund {
  /** Minor units; null refunds everything left. */
  amountMinor: number | null;
  reason: string;
  /** Made by the form that asked: posting it twice refunds once. */
  idempotencyKey: string;
}

/** Refunds an order in full or in part; support staff only up to their limit. */
export async function refundByDesk(
  ctx: DeskContext,
  operator: DeskOperator,
  orderId: number,
  refund: DeskRefund,
) {
  const left = await refundableMinor(ctx.database.db, orderId);
  if (left === null) throw noOrder();
  const amount = refund.amountMinor ?? left;
  if (!mayRefund(operator.role, amount)) {
    throw new DomainError(
      'FORBIDDEN',
      `Support staff may refund at most ${SUPPORT_REFUND_LIMIT_MINOR} minor units; ask an operator for more.`,
      'amountMinor',
    );
  }
  const outcome = await refundOrder(ctx.payments, {
    orderId,
    amountMinor: refund.amountMinor,
    idempotencyKey: `desk-${refund.idempotencyKey}`,
  });
  await appendAudit(ctx.database.db, {
    at: ctx.now(),
    actor: deskActor(operator),
    action: 'desk.refund',
    orderId,
    detail: {
      refundId: outcome.refundId,
      amountMinor: outcome.amountMinor,
      role: operator.role,
      full: refund.amountMinor === null,
    },
    reason: refund.reason,
  });
  return outcome;
}

/**
 * Cancels an order: everything left is refunded, the order moves to cancelled with refund and
 * its delivery to cancelled (through the delivery state machine).
 */
export async function cancelByDesk(
  ctx: DeskContext,
  operator: DeskOperator,
  orderId: number,
  body: { reason: string; idempotencyKey: string },
) {
  const left = await refundableMinor(ctx.database.db, orderId);
  if (left === null) throw noOrder();
  const refunded =
    left > 0 ? await refundByDesk(ctx, operator, orderId, { ...body, amountMinor: null }) : null;
  const at = ctx.now();
  const delivery = await moveDelivery(
    ctx.database.db,
    orderId,
    DELIVERY_STATUS_IDS.cancelled,
    { actor: 'operator', reason: body.reason },
    at,
  );
  await ctx.database.db.transaction(async (tx) => {
    const cancelled = await cancelOrderWithRefund(tx, orderId);
    await appendAudit(tx, {
      at,
      actor: deskActor(operator),
      action: 'desk.order_cancelled',
      orderId,
      detail: {
        refundedMinor: refunded?.amountMinor ?? 0,
        orderStatus: cancelled ? { from: 1, to: 3 } : 'unchanged',
        delivery,
      },
      reason: body.reason,
    });
  });
  return { refundedMinor: refunded?.amountMinor ?? 0, delivery };
}

const DELIVERY_TARGETS = {
  delivered: DELIVERY_STATUS_IDS.completed,
  incompleted: DELIVERY_STATUS_IDS.incompleted,
} as const;

/** Marks an order delivered or incompleted, when the delivery state machine allows it. */
export async function moveDeliveryByDesk(
  ctx: DeskContext,
  operator: DeskOperator,
  orderId: number,
  body: { to: keyof typeof DELIVERY_TARGETS; reason: string },
) {
  const at = ctx.now();
  const outcome = await moveDelivery(
    ctx.database.db,
    orderId,
    DELIVERY_TARGETS[body.to],
    { actor: 'operator', reason: body.reason },
    at,
  );
  if (outcome === 'refused') {
    throw new DomainError(
      'DELIVERY_MOVE_REFUSED',
      `This order's delivery cannot be marked ${body.to} from its current state.`,
      'to',
    );
  }
  await appendAudit(ctx.database.db, {
    at,
    actor: deskActor(operator),
    action: 'desk.delivery_marked',
    orderId,
    detail: { to: body.to, outcome },
    reason: body.reason,
  });
  return outcome;
}

/** Queues the order's ticket mail again; the delivery job sends it on its next round. */
export async function resendTicketsByDesk(
  ctx: DeskContext,
  operator: DeskOperator,
  orderId: number,
  reason: string,
) {
  const queued = await requeueTicketMail(ctx.database.db, orderId);
  if (queued === 0) {
    throw new DomainError(
      'DELIVERY_MOVE_REFUSED',
      'This order has no delivered tickets to send again yet.',
      'orderId',
    );
  }
  await appendAudit(ctx.database.db, {
    at: ctx.now(),
    actor: deskActor(operator),
    action: 'desk.tickets_resent',
    orderId,
    detail: { mails: queued },
    reason,
  });
  return queued;
}
