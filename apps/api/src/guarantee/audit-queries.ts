import type { Db } from '@reprise/db/client';
import { auditLog } from '@reprise/db/schema/guarantee';
import { asc, eq } from 'drizzle-orm';

export type AuditEntry = typeof auditLog.$inferInsert;

/**
 * Appends one entry to the audit log; pass the transaction of the change it records so the two
 * are written together. `detail` holds ids and amounts, never a card number or a secret.
 */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** An order's audit entries, oldest first. */
export function auditOfOrder(db: Db, orderId: number) {
  return db.select().from(auditLog).where(eq(auditLog.orderId, orderId)).orderBy(asc(auditLog.id));
}

/** An event's audit entries, oldest first. */
export function auditOfEvent(db: Db, eventId: number) {
  return db.select().from(auditLog).where(eq(auditLog.eventId, eventId)).orderBy(asc(auditLog.id));
}
