import type { Db } from '@reprise/db/client';
import { orders } from '@reprise/db/schema/orders';
import { paymentRefunds } from '@reprise/db/schema/payments';
import { and, eq, inArray, sql } from 'drizzle-orm';

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** The order's money facts, its row locked so refunds of one order are decided one at a time. */
export async function lockOrderForRefund(db: Db, orderId: number) {
  const [order] = await db
    .select({
      id: orders.id,
      totalMinor: orders.totalMinor,
      paymentReference: orders.paymentReference,
      capturedAt: orders.capturedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return order ?? null;
}

export async function findRefund(db: Db, orderId: number, key: string) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.idempotencyKey, key)));
  return row ?? null;
}

/** What is refunded or being refunded of an order (failed refunds give their amount back). */
export async function refundedMinor(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amountMinor}), 0)::int` })
    .from(paymentRefunds)
    .where(
      and(eq(paymentRefunds.orderId, orderId), inArray(paymentRefunds.state, ['pending', 'done'])),
    );
  return row?.total ?? 0;
}

export async function insertRefund(db: Db, row: typeof paymentRefunds.$inferInsert) {
  const [inserted] = await db.insert(paymentRefunds).values(row).returning();
  return inserted!;
}

/** Records the provider's answer to a refund. */
export function settleRefund(
  db: Db,
  id: number,
  answer: { state: 'done'; providerRefundId: string } | { state: 'failed' },
  at: Date,
) {
  return db
    .update(paymentRefunds)
    .set({ ...answer, updatedAt: at })
    .where(eq(paymentRefunds.id, id));
}
