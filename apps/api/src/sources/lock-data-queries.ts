import type { Db } from '@reprise/db/client';
import { holds } from '@reprise/db/schema/holds';
import { eq } from 'drizzle-orm';

/** Clears the lock data of every hold that carries `lockRequestId`; returns how many. */
export async function clearLockData(db: Db, lockRequestId: string): Promise<number> {
  const rows = await db
    .update(holds)
    .set({ lockRequestId: null })
    .where(eq(holds.lockRequestId, lockRequestId))
    .returning({ id: holds.id });
  return rows.length;
}
