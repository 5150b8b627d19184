// Plain queries of holds; the hold service owns the transactions they run in.
import type { Db } from '@reprise/db/client';
import { holds } from '@reprise/db/schema/holds';
import { listings } from '@reprise/db/schema/listings';
import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { activeAt } from '../events/public';

export type HoldRow = typeof holds.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;

export async function findHoldById(db: Db, holdId: number) {
  const [row] = await db.select().from(holds).where(eq(holds.id, holdId)).limit(1);
  return row;
}

/** Releases the given active holds; answers the rows it released. */
export function releaseHoldRows(db: Db, holdIds: readonly number[], now: Date) {
  if (holdIds.length === 0) return Promise.resolve([] as HoldRow[]);
  return db
    .update(holds)
    .set({ releasedAt: now })
    .where(and(inArray(holds.id, [...holdIds]), activeAt(now)))
    .returning();
}

export function setLockRequestId(db: Db, holdId: number, lockRequestId: string | null) {
  return db.update(holds).set({ lockRequestId }).where(eq(holds.id, holdId));
}

/** Sets a hold's clock (the test-only hook). */
export async function setHoldExpiry(db: Db, holdId: number, expiresAt: Date) {
  const [row] = await db.update(holds).set({ expiresAt }).where(eq(holds.id, holdId)).returning();
  return row;
}

/** Holds whose clock ended (or that were released) but still carry an upstream lock. */
export function findStaleLocks(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(holds)
    .where(
      and(
        isNotNull(holds.lockRequestId),
        isNull(holds.convertedAt),
        or(isNotNull(holds.releasedAt), lte(holds.expiresAt, now)),
      ),
    )
    .limit(limit);
}

/** The listing rows of holds (for upstream calls), keyed by id. */
export async function findListingsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, ListingRow>();
  const rows = await db
    .select()
    .from(listings)
    .where(inArray(listings.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
