import type { Db } from '@reprise/db/client';
import { orderTimeline } from '@reprise/db/schema/delivery';
import { orders } from '@reprise/db/schema/orders';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

export type TimelineRow = typeof orderTimeline.$inferSelect;
export type TimelineEntry = Omit<typeof orderTimeline.$inferInsert, 'id' | 'mailedAt'>;

/** Adds one entry; false when the order already has an entry of that kind (a repeat). */
export async function addTimelineEntry(db: Db, entry: TimelineEntry): Promise<boolean> {
  const rows = await db
    .insert(orderTimeline)
    .values(entry)
    .onConflictDoNothing({ target: [orderTimeline.orderId, orderTimeline.kind] })
    .returning({ id: orderTimeline.id });
  return rows.length > 0;
}

/** An order's timeline, oldest first. */
export function timelineOf(db: Db, orderId: number): Promise<TimelineRow[]> {
  return db
    .select()
    .from(orderTimeline)
    .where(eq(orderTimeline.orderId, orderId))
    .orderBy(asc(orderTimeline.at), asc(orderTimeline.id));
}

/** Moves the order's delivery status only if it is still `from`; false when it was not. */
export async function setDeliveryStatus(
  db: Db,
  orderId: number,
  from: number,
  to: number,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ deliveryStatusId: to })
    .where(and(eq(orders.id, orderId), eq(orders.deliveryStatusId, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Entries whose mail is not sent yet, oldest first. */
export function unmailedEntries(db: Db, limit: number) {
  return db
    .select()
    .from(orderTimeline)
    .where(and(isNotNull(orderTimeline.mail), isNull(orderTimeline.mailedAt)))
    .orderBy(asc(orderTimeline.id))
    .limit(limit);
}

/** Claims an entry's mail (only one copy sends it); false when another copy already did. */
export async function claimMail(db: Db, entryId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(orderTimeline)
    .set({ mailedAt: now })
    .where(and(eq(orderTimeline.id, entryId), isNull(orderTimeline.mailedAt)))
    .returning({ id: orderTimeline.id });
  return rows.length > 0;
}

/** Gives a claimed mail back when sending failed, so the next round tries again. */
export async function releaseMail(db: Db, entryId: number): Promise<void> {
  await db.update(orderTimeline).set({ mailedAt: sql`null` }).where(eq(orderTimeline.id, entryId));
}

/**
 * Puts an order's ticket mail (tickets ready, transfer delivered) back in the outbox, so the
 * delivery job sends it again (a buyer lost it); answers how many mails were queued.
 */
export async function requeueTicketMail(db: Db, orderId: number): Promise<number> {
  const rows = await db
    .update(orderTimeline)
    .set({ mailedAt: sql`null` })
    .where(
      and(
        eq(orderTimeline.orderId, orderId),
        inArray(orderTimeline.mail, ['tickets_ready', 'transfer_delivered']),
      ),
    )
    .returning({ id: orderTimeline.id });
  return rows.length;
}
