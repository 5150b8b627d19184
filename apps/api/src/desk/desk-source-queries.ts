import type { Db } from '@reprise/db/client';
import { auditLog } from '@reprise/db/schema/guarantee';
import { desc, like } from 'drizzle-orm';

/**
 * What sources did lately, as the audit log kept it (their pushed event changes, newest first).
 * Sync runs themselves are not stored; this is the record there is.
 */
export function recentSourceEntries(db: Db, limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(like(auditLog.actor, 'source:%'))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
