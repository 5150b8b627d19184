import type { Db } from '@reprise/db/client';
import { listings } from '@reprise/db/schema/listings';
import { orders } from '@reprise/db/schema/orders';
import { and, count, desc, eq } from 'drizzle-orm';

export type OrderRow = typeof orders.$inferSelect;

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
