import type { Db } from '@reprise/db/client';
import { listings } from '@reprise/db/schema/listings';
import { orderItems, orders } from '@reprise/db/schema/orders';
import { and, count, desc, eq, sql } from 'drizzle-orm';

export type OrderRow = typeof orders.$inferSelect;

/** Takes the next order id without writing an order (the upstream order needs it first). */
export async function nextOrderId(db: Db): Promise<number> {
  const result = await db.execute<{ id: number | string }>(
    sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`,
  );
  const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
  return Number(rows[0]!.id);
}

/**
 * Writes an order and its one item in one statement (the id comes from `nextOrderId`, taken
 * before the upstream order).
 */
export async function insertOrder(db: Db, values: typeof orders.$inferInsert & { id: number }) {
  const inserted = db
    .$with('inserted_order')
    .as(db.insert(orders).values(values).returning({ id: orders.id }));
  await db
    .with(inserted)
    .insert(orderItems)
    .values({ orderId: values.id, listingId: values.listingId, quantity: values.quantity });
}

/** The buyer's order with its listing, or undefined (another buyer's order reads as absent). */
export async function findOrderOf(db: Db, buyerId: number, orderId: number) {
  const [row] = await db
    .select({ order: orders, listing: listings })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)))
    .limit(1);
  return row;
}

/** A page of the buyer's orders, newest first, and how many there are. */
export async function findOrdersOf(db: Db, buyerId: number, limit: number, offset: number) {
  const rows = await db
    .select({ order: orders, listing: listings })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.buyerId, buyerId));
  return { rows, totalCount: total?.n ?? 0 };
}
