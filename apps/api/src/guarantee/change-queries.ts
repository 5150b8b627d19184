import type { Db } from '@reprise/db/client';
import { eventChanges, guaranteeTasks } from '@reprise/db/schema/guarantee';
import { orders } from '@reprise/db/schema/orders';
import { ORDER_STATUS_CANCELLED_WITH_REFUND } from '@reprise/domain/ids';
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

export type EventChangeRow = typeof eventChanges.$inferSelect;
export type GuaranteeTaskRow = typeof guaranteeTasks.$inferSelect;

const ORDER_CONFIRMED = 1;

/** A paid order, as the guarantee counts them: confirmed (not yet cancelled) and captured. */
export const isPaidOrder = () =>
  and(eq(orders.orderStatusId, ORDER_CONFIRMED), isNotNull(orders.capturedAt));

/** The paid orders of an event. */
export function paidOrdersOf(db: Db, eventId: number) {
  return db
    .select({ id: orders.id, totalMinor: orders.totalMinor, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), isPaidOrder()))
    .orderBy(asc(orders.id));
}

export async function insertChange(db: Db, row: typeof eventChanges.$inferInsert) {
  const [inserted] = await db.insert(eventChanges).values(row).returning();
  return inserted!;
}

/** A change, its row locked so one decision is taken on it. */
export async function lockChange(db: Db, id: number) {
  const [row] = await db.select().from(eventChanges).where(eq(eventChanges.id, id)).for('update');
  return row ?? null;
}

export function decideChange(
  db: Db,
  id: number,
  decision: { state: 'applied' | 'rejected'; decidedBy: string; decidedAt: Date },
) {
  return db.update(eventChanges).set(decision).where(eq(eventChanges.id, id));
}

export function changesAwaiting(db: Db) {
  return db
    .select()
    .from(eventChanges)
    .where(eq(eventChanges.state, 'awaiting'))
    .orderBy(asc(eventChanges.id));
}

export async function insertTasks(db: Db, rows: (typeof guaranteeTasks.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(guaranteeTasks).values(rows).onConflictDoNothing();
}

/**
 * Paid orders of a cancelled event without the refund task its cancellation owes them: an order
 * paid, after the cancellation, for a hold taken before it.
 */
export function ordersWithoutTask(db: Db, limit: number) {
  return db
    .select({ changeId: eventChanges.id, orderId: orders.id })
    .from(eventChanges)
    .innerJoin(orders, eq(orders.eventId, eventChanges.eventId))
    .where(
      and(
        eq(eventChanges.state, 'applied'),
        eq(eventChanges.status, 'cancelled'),
        isPaidOrder(),
        sql`not exists (select 1 from ${guaranteeTasks} t where t.change_id = ${eventChanges.id} and t.order_id = ${orders.id})`,
      ),
    )
    .limit(limit);
}

/** Refunds still owed, oldest first. */
export function refundsOwed(db: Db, limit: number) {
  return db
    .select()
    .from(guaranteeTasks)
    .where(and(eq(guaranteeTasks.kind, 'refund'), isNull(guaranteeTasks.refundedAt)))
    .orderBy(asc(guaranteeTasks.id))
    .limit(limit);
}

const unclaimed = (stale: Date) =>
  or(isNull(guaranteeTasks.mailClaimedAt), lt(guaranteeTasks.mailClaimedAt, stale));

/**
 * Mails still owed: a notice at once, a cancellation's once its refund is done; a claim older
 * than `stale` belongs to a copy that died before sending.
 */
export function mailsOwed(db: Db, stale: Date, limit: number) {
  return db
    .select({ task: guaranteeTasks, change: eventChanges })
    .from(guaranteeTasks)
    .innerJoin(eventChanges, eq(eventChanges.id, guaranteeTasks.changeId))
    .where(
      and(
        isNull(guaranteeTasks.mailedAt),
        unclaimed(stale),
        or(eq(guaranteeTasks.kind, 'notify'), isNotNull(guaranteeTasks.refundedAt)),
      ),
    )
    .orderBy(asc(guaranteeTasks.id))
    .limit(limit);
}

export function markRefunded(db: Db, taskId: number, at: Date) {
  return db.update(guaranteeTasks).set({ refundedAt: at }).where(eq(guaranteeTasks.id, taskId));
}

export function noteFailure(db: Db, taskId: number, error: string) {
  return db
    .update(guaranteeTasks)
    .set({ attempts: sql`${guaranteeTasks.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(guaranteeTasks.id, taskId));
}

/** Claims a task's mail for this copy; false when another copy claimed it. */
export async function claimTaskMail(
  db: Db,
  taskId: number,
  at: Date,
  stale: Date,
): Promise<boolean> {
  const claimed = await db
    .update(guaranteeTasks)
    .set({ mailClaimedAt: at })
    .where(and(eq(guaranteeTasks.id, taskId), isNull(guaranteeTasks.mailedAt), unclaimed(stale)))
    .returning({ id: guaranteeTasks.id });
  return claimed.length > 0;
}

export function settleTaskMail(db: Db, taskId: number, sent: boolean, at: Date) {
  return db
    .update(guaranteeTasks)
    .set(sent ? { mailedAt: at } : { mailClaimedAt: null })
    .where(eq(guaranteeTasks.id, taskId));
}

/** Cancels an order with a refund (order status 3); false when it was not confirmed. */
export async function cancelOrderWithRefund(db: Db, orderId: number): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ orderStatusId: ORDER_STATUS_CANCELLED_WITH_REFUND })
    .where(and(eq(orders.id, orderId), eq(orders.orderStatusId, ORDER_CONFIRMED)))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/** The buyer's facts a mail names. */
export async function orderForMail(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      eventId: orders.eventId,
      confirmationNumber: orders.confirmationNumber,
      contactEmail: orders.contactEmail,
      contactFirstName: orders.contactFirstName,
      language: orders.language,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
