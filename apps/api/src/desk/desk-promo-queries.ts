import type { Db } from '@reprise/db/client';
import { orders, promoCodes } from '@reprise/db/schema/orders';
import { desc, eq, sql } from 'drizzle-orm';

export type PromoRow = typeof promoCodes.$inferSelect;

/** Every promo code, newest first, with how many orders used it and the money it took off. */
export function promoCodesWithUse(db: Db) {
  return db
    .select({
      id: promoCodes.id,
      code: promoCodes.code,
      amountType: promoCodes.amountType,
      discountPercentage: promoCodes.discountPercentage,
      discountMinor: promoCodes.discountMinor,
      currency: promoCodes.currency,
      startsAt: promoCodes.startsAt,
      expiresAt: promoCodes.expiresAt,
      maxUses: promoCodes.maxUses,
      usedCount: promoCodes.usedCount,
      orders: sql<number>`count(${orders.id})::int`,
    })
    .from(promoCodes)
    .leftJoin(orders, sql`upper(${orders.promoCode}) = ${promoCodes.code}`)
    .groupBy(promoCodes.id)
    .orderBy(desc(promoCodes.id));
}

/** Adds a promo code; undefined when the code exists. */
export async function insertPromoCode(db: Db, values: typeof promoCodes.$inferInsert) {
  const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return row;
}

/** Ends a promo code now (it stays listed with its use); undefined when there is none. */
export async function endPromoCode(db: Db, id: number, at: Date) {
  const [row] = await db
    .update(promoCodes)
    .set({ expiresAt: at })
    .where(eq(promoCodes.id, id))
    .returning();
  return row;
}
