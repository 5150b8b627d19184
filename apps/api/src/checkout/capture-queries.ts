import type { Db } from '@reprise/db/client';
import { orders } from '@reprise/db/schema/orders';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';

/** Records that the order's authorization was captured. */
export async function markCaptured(db: Db, orderId: number, at: Date): Promise<void> {
  await db.update(orders).set({ capturedAt: at }).where(eq(orders.id, orderId));
}

/** Counts a failed capture of the order; answers the attempts so far. */
export async function countCaptureAttempt(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .update(orders)
    .set({ captureAttempts: sql`${orders.captureAttempts} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ attempts: orders.captureAttempts });
  return row?.attempts ?? 0;
}

/** Orders written before `before` whose authorization is not captured yet, oldest first. */
export function findUncaptured(db: Db, before: Date, maxAttempts: number, limit: number) {
  return db
    .select({ id: orders.id, paymentReference: orders.paymentReference })
    .from(orders)
    .where(
      and(
        isNull(orders.capturedAt),
        lt(orders.createdAt, before),
        lt(orders.captureAttempts, maxAttempts),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}
