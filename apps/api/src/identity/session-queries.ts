import type { Db } from '@reprise/db/client';
import {
  refreshTokenFamilies,
  refreshTokens,
  type sessionRevokeReasons,
} from '@reprise/db/schema/identity';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';

type RevokeReason = (typeof sessionRevokeReasons)[number];

export function insertFamily(db: Db, id: string, buyerId: number, now: Date) {
  return db.insert(refreshTokenFamilies).values({ id, buyerId, createdAt: now });
}

export function insertRefreshToken(
  db: Db,
  familyId: string,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
) {
  return db.insert(refreshTokens).values({ familyId, tokenHash, createdAt: now, expiresAt });
}

/** A refresh token by its hash, with its family's buyer and revocation. */
export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      buyerId: refreshTokenFamilies.buyerId,
      revokedAt: refreshTokenFamilies.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks a refresh token used, only if nobody used it before: of two requests presenting the same
 * token, exactly one wins; the other is a reuse.
 */
export async function claimRefreshToken(db: Db, id: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)),
    )
    .returning({ id: refreshTokens.id });
  return claimed.length === 1;
}

/** Revokes one session (family); revoking twice keeps the first reason. */
export function revokeFamily(db: Db, familyId: string, reason: RevokeReason, now: Date) {
  return db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

/** Revokes every live session of a buyer, except `keepFamilyId` when given. */
export function revokeBuyerFamilies(
  db: Db,
  buyerId: number,
  reason: RevokeReason,
  now: Date,
  keepFamilyId?: string,
) {
  const live = and(
    eq(refreshTokenFamilies.buyerId, buyerId),
    isNull(refreshTokenFamilies.revokedAt),
  );
  return db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(keepFamilyId ? and(live, ne(refreshTokenFamilies.id, keepFamilyId)) : live);
}

/** Whether a session is live: its family exists for this buyer and was not revoked. */
export async function isFamilyLive(db: Db, familyId: string, buyerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokenFamilies.id })
    .from(refreshTokenFamilies)
    .where(
      and(
        eq(refreshTokenFamilies.id, familyId),
        eq(refreshTokenFamilies.buyerId, buyerId),
        isNull(refreshTokenFamilies.revokedAt),
      ),
    )
    .limit(1);
  return rows.length === 1;
}
