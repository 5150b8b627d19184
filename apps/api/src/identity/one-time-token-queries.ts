import type { Db } from '@reprise/db/client';
import { buyers, type oneTimeTokenPurposes, oneTimeTokens } from '@reprise/db/schema/identity';
import { and, eq, gt, isNull } from 'drizzle-orm';

type Purpose = (typeof oneTimeTokenPurposes)[number];

// A link works once, until it expires.
const usable = (tokenHash: string, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

export function insertOneTimeToken(
  db: Db,
  buyerId: number,
  purpose: Purpose,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
) {
  return db
    .insert(oneTimeTokens)
    .values({ buyerId, purpose, tokenHash, createdAt: now, expiresAt });
}

/** An unused, unexpired token with its buyer's email. */
export async function findUsableToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: oneTimeTokens.id,
      buyerId: oneTimeTokens.buyerId,
      purpose: oneTimeTokens.purpose,
      email: buyers.email,
    })
    .from(oneTimeTokens)
    .innerJoin(buyers, eq(buyers.id, oneTimeTokens.buyerId))
    .where(usable(tokenHash, now))
    .limit(1);
  return row;
}

/** Uses a token up; of two requests with the same token exactly one gets it. */
export async function consumeToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning({ buyerId: oneTimeTokens.buyerId, purpose: oneTimeTokens.purpose });
  return row;
}

/** Voids every other outstanding link of a buyer once a password was set with one. */
export function voidBuyerTokens(db: Db, buyerId: number, now: Date) {
  return db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.buyerId, buyerId), isNull(oneTimeTokens.usedAt)));
}
