// What a cancelled event's refunds must leave behind, checked the same way wherever the
// cancellation came from (the operator API or the desk).
import type { Db } from '@reprise/db/client';
import { auditLog } from '@reprise/db/schema/guarantee';
import { orders } from '@reprise/db/schema/orders';
import { paymentRefunds, sandboxPayments, sandboxRefunds } from '@reprise/db/schema/payments';
import { DELIVERY_STATUS_IDS } from '@reprise/domain/ids';
import { and, count, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SmtpPeer } from '../smtp-peer';

/** Each order with how many sandbox refunds its payment has. */
export function refundsOf(db: Db, orderIds: number[]) {
  return db
    .select({ orderId: orders.id, refunds: count(sandboxRefunds.id) })
    .from(orders)
    .innerJoin(sandboxPayments, eq(sandboxPayments.id, orders.paymentReference))
    .leftJoin(sandboxRefunds, eq(sandboxRefunds.paymentId, sandboxPayments.id))
    .where(inArray(orders.id, orderIds))
    .groupBy(orders.id);
}

/**
 * Expects every order refunded exactly once and cancelled, its refund done, its buyer mailed once
 * with the refund's timing, and both steps in the audit log.
 */
export async function expectAllRefundedOnce(
  db: Db,
  peer: SmtpPeer,
  orderIds: number[],
  emails: string[],
) {
  const refunds = await refundsOf(db, orderIds);
  expect(refunds).toHaveLength(orderIds.length);
  expect(refunds.every((row) => row.refunds === 1)).toBe(true);
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  expect(rows.every((o) => o.orderStatusId === 3)).toBe(true);
  expect(rows.every((o) => o.deliveryStatusId === DELIVERY_STATUS_IDS.cancelled)).toBe(true);
  const done = await db
    .select({ n: count() })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.orderId, orderIds), eq(paymentRefunds.state, 'done')));
  expect(done[0]!.n).toBe(orderIds.length);
  for (const email of emails) {
    const mails = peer.to(email);
    expect(mails, email).toHaveLength(1);
    expect(mails[0]!.raw).toContain('1-2 weeks');
  }
  const steps = await db
    .select({ action: auditLog.action, orderId: auditLog.orderId })
    .from(auditLog)
    .where(inArray(auditLog.orderId, orderIds));
  for (const action of ['order.cancelled_with_refund', 'buyer.mailed']) {
    expect(steps.filter((s) => s.action === action)).toHaveLength(orderIds.length);
  }
}
