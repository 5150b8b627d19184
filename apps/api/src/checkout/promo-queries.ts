import type { Db } from '@reprise/db/client';
import { orders, promoCodes } from '@reprise/db/schema/orders';
import { and, asc, count, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';

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

export async function countOrdersOf(db: Db, buyerId: number) {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.buyerId, buyerId));
  return row?.n ?? 0;
}
