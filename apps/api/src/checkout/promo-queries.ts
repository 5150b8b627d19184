import type { Db } from '@reprise/db/client';
import { firstOrderOffers } from '@reprise/db/schema/identity';
import { orders, promoCodes } from '@reprise/db/schema/orders';
import { and, asc, count, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';

export async function findPromoByCode(db: Db, code: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row;
}

/** Codes usable now: started, not expired, not used up. */
export function findActivePromos(db: Db, now: Date) {
  return db
    .select()
    .from(promoCodes)
    .where(
      and(
        or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now)),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
        or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
      ),
    )
    .orderBy(asc(promoCodes.code));
}

/** Counts one use of a promo, unless it is used up; answers whether it counted. */
export async function usePromo(db: Db, promoId: number) {
  const rows = await db
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

/** Marks the buyer's first-order offer used; answers whether it was still unused. */
export async function useFirstOrderOffer(db: Db, buyerId: number, now: Date) {
  const rows = await db
    .update(firstOrderOffers)
    .set({ usedAt: now })
    .where(and(eq(firstOrderOffers.buyerId, buyerId), isNull(firstOrderOffers.usedAt)))
    .returning({ buyerId: firstOrderOffers.buyerId });
  return rows.length === 1;
}

export async function countOrdersOf(db: Db, buyerId: number) {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.buyerId, buyerId));
  return row?.n ?? 0;
}
