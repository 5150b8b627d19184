import type { Db } from '@reprise/db/client';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Whether the table of the key column `id` has a row with this value (a reference's check). */
export async function idExists(db: Db, id: PgColumn, value: number | string): Promise<boolean> {
  const rows = await db
    .select({ id })
    .from(id.table as PgTable)
    .where(eq(id, value))
    .limit(1);
  return rows.length === 1;
}
