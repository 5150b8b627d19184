// The guarantee job: refunds every order a cancellation owes and mails every buyer a change
// owes, retrying each until it is done. Each step is idempotent — the refund goes through the
// payment seam under the task's own key, the delivery move answers 'same' when repeated, the
// order's status moves from confirmed only — so a round cut short (a crash, a kill) is finished
// by the next one and every order is refunded exactly once.
import { runOnce } from '@reprise/db/advisory-lock';
import {
  type ChangedEventStatus,
  refundKeyOf,
  taskKindOf,
} from '@reprise/domain/guarantee/event-change';
import { DELIVERY_STATUS_IDS } from '@reprise/domain/ids';
import { dateLocale } from '@reprise/domain/language/intl-locale';
import { eventForMail } from '../events/public';
import { CANCELLED_BY_EVENT, eventTime, moveDelivery } from '../fulfilment/public';
import { refundOrder } from '../payments/public';
import { appendAudit } from '../platform/audit-log';
import {
  cancelOrderWithRefund,
  claimTaskMail,
  type EventChangeRow,
  type GuaranteeTaskRow,
  insertTasks,
  mailsOwed,
  markRefunded,
  noteFailure,
  orderForMail,
  ordersWithoutTask,
  refundsOwed,
  settleTaskMail,
} from './change-queries';
import type { GuaranteeContext } from './guarantee-context';
import { eventChangeMail } from './guarantee-mails';

// Beside ADVISORY_LOCK_KEYS of packages/db, the source sync's 72_170_010 and the delivery poll's 72_170_011.
export const GUARANTEE_JOB_LOCK_KEY = 72_170_020;

const BATCH = 100;
/** A mail claimed this long ago without being sent (its copy died) is sent again. */
export const MAIL_CLAIM_TIMEOUT_MS = 10 * 60_000;

export interface GuaranteeRound {
  refunded: number;
  failed: number;
  mailed: number;
}

/** Refunds one order of a cancellation, cancels it and its delivery; answers whether it is done. */
async function refundTask(ctx: GuaranteeContext, task: GuaranteeTaskRow): Promise<boolean> {
  const db = ctx.database.db;
  try {
    const refund = await refundOrder(ctx.payments, {
      orderId: task.orderId,
      amountMinor: null,
      idempotencyKey: task.idempotencyKey,
    });
    const at = ctx.now();
    const delivery = await moveDelivery(
      db,
      task.orderId,
      DELIVERY_STATUS_IDS.cancelled,
      {
        actor: 'operator',
        reason: 'The event was cancelled; the order is refunded in full',
        detail: CANCELLED_BY_EVENT,
      },
      at,
    );
    await db.transaction(async (tx) => {
      const cancelled = await cancelOrderWithRefund(tx, task.orderId);
      await markRefunded(tx, task.id, at);
      await appendAudit(tx, {
        at,
        actor: 'job',
        action: 'order.cancelled_with_refund',
        orderId: task.orderId,
        detail: {
          changeId: task.changeId,
          refundId: refund.refundId,
          providerRefundId: refund.providerRefundId,
          amountMinor: refund.amountMinor,
          orderStatus: cancelled ? { from: 1, to: 3 } : 'unchanged',
          delivery,
        },
        reason: 'The event was cancelled: full refund',
      });
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.log.warn(
      { orderId: task.orderId, taskId: task.id, err: error },
      'refund not done; will retry',
    );
    await noteFailure(db, task.id, message);
    return false;
  }
}

/** Sends one buyer's mail about a change; answers whether it went out. */
async function mailTask(
  ctx: GuaranteeContext,
  task: GuaranteeTaskRow,
  change: EventChangeRow,
): Promise<boolean> {
  const db = ctx.database.db;
  const claimedAt = ctx.now();
  const stale = new Date(claimedAt.getTime() - MAIL_CLAIM_TIMEOUT_MS);
  if (!(await claimTaskMail(db, task.id, claimedAt, stale))) return false;
  try {
    const order = await orderForMail(db, task.orderId);
    const event = await eventForMail(db, change.eventId);
    if (!order || !event) throw new Error('order or event gone');
    await ctx.mailer.send(
      eventChangeMail(change.status as ChangedEventStatus, {
        to: order.contactEmail,
        language: order.language,
        firstName: order.contactFirstName,
        confirmationNumber: order.confirmationNumber,
        eventName: event.name,
        when: eventTime(
          change.startsAt ?? event.startsAt,
          event.timezone,
          dateLocale(order.language),
        ),
        venueName: event.venueName,
        totalMinor: order.totalMinor,
        currency: order.currency,
        orderUrl: `${ctx.publicBaseUrl}/mytickets/${order.id}`,
      }),
    );
    const at = ctx.now();
    await db.transaction(async (tx) => {
      await settleTaskMail(tx, task.id, true, at);
      await appendAudit(tx, {
        at,
        actor: 'job',
        action: 'buyer.mailed',
        orderId: task.orderId,
        eventId: change.eventId,
        detail: { changeId: change.id, status: change.status },
        reason: `The buyer was told the event is ${change.status}`,
      });
    });
    return true;
  } catch (error) {
    ctx.log.warn({ taskId: task.id, err: error }, 'event change mail not sent; will retry');
    await settleTaskMail(db, task.id, false, ctx.now());
    return false;
  }
}

/** Gives a task to each order paid for a cancelled event after its cancellation. */
async function adoptLateOrders(ctx: GuaranteeContext): Promise<void> {
  const late = await ordersWithoutTask(ctx.database.db, BATCH);
  await insertTasks(
    ctx.database.db,
    late.map((row) => ({
      changeId: row.changeId,
      orderId: row.orderId,
      kind: taskKindOf('cancelled'),
      idempotencyKey: refundKeyOf(row.changeId, row.orderId),
      createdAt: ctx.now(),
    })),
  );
}

/** One pass over what is owed: refunds first, then the mails they and the notices owe. */
export async function guaranteePass(ctx: GuaranteeContext): Promise<GuaranteeRound> {
  const round: GuaranteeRound = { refunded: 0, failed: 0, mailed: 0 };
  await adoptLateOrders(ctx);
  for (const task of await refundsOwed(ctx.database.db, BATCH)) {
    if (await refundTask(ctx, task)) round.refunded++;
    else round.failed++;
  }
  const stale = new Date(ctx.now().getTime() - MAIL_CLAIM_TIMEOUT_MS);
  for (const { task, change } of await mailsOwed(ctx.database.db, stale, BATCH)) {
    if (await mailTask(ctx, task, change)) round.mailed++;
  }
  return round;
}

/** Runs one pass unless another copy is running one; null when it did not run. */
export async function guaranteeRound(ctx: GuaranteeContext): Promise<GuaranteeRound | null> {
  const outcome = await runOnce(ctx.database, GUARANTEE_JOB_LOCK_KEY, () => guaranteePass(ctx));
  if (!outcome.ran) return null;
  const { refunded, failed, mailed } = outcome.result;
  if (refunded || failed || mailed) ctx.log.info({ ...outcome.result }, 'guarantee round done');
  return outcome.result;
}
