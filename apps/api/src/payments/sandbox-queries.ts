import type { Db } from '@reprise/db/client';
import { sandboxPayments, sandboxRefunds } from '@reprise/db/schema/payments';
import { and, eq, inArray, sql } from 'drizzle-orm';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** Records a payment once per idempotency key; answers the key's payment either way. */
export async function insertSandboxPayment(
  db: Db,
  row: typeof sandboxPayments.$inferInsert,
): Promise<SandboxPaymentRow> {
  const [inserted] = await db.insert(sandboxPayments).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.idempotencyKey, row.idempotencyKey));
  return existing!;
}

export async function findSandboxPayment(db: Db, id: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row ?? null;
}

/** Moves a payment from one of `from` to `to`; answers whether it moved. */
export async function moveSandboxPayment(
  db: Db,
  id: string,
  from: readonly string[],
  to: string,
  at: Date,
): Promise<boolean> {
  const moved = await db
    .update(sandboxPayments)
    .set({ status: to, updatedAt: at, ...(to === 'captured' ? { capturedAt: at } : {}) })
    .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, [...from])))
    .returning({ id: sandboxPayments.id });
  return moved.length === 1;
}

/** Refunds once per key; answers the key's refund, or null when `amountMinor` exceeds what is left. */
export async function insertSandboxRefund(
  db: Db,
  refund: { id: string; paymentId: string; amountMinor: number; idempotencyKey: string },
): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    // The payment's row lock orders concurrent refunds of it; each then sees the others' rows.
    const [payment] = await tx
      .select({ amountMinor: sandboxPayments.amountMinor })
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.id, refund.paymentId), eq(sandboxPayments.status, 'captured')))
      .for('update');
    if (!payment) return null;
    const [same] = await tx
      .select({ id: sandboxRefunds.id })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, refund.idempotencyKey));
    if (same) return same;
    const [refunded] = await tx
      .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amountMinor}), 0)::int` })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, refund.paymentId));
    if ((refunded?.total ?? 0) + refund.amountMinor > payment.amountMinor) return null;
    const [inserted] = await tx
      .insert(sandboxRefunds)
      .values(refund)
      .onConflictDoNothing()
      .returning({ id: sandboxRefunds.id });
    return inserted ?? null;
  });
}
