import type { Db } from '@reprise/db/client';
import { auditLog } from '@reprise/db/schema/guarantee';

// The append-only audit log (ADR 0022) is written by several contexts — operator actions in
// events and the guarantee, money movements in payments — so the write lives in the lower layer
// and none of them imports another to record what it did (ADR 0014).

export type AuditEntry = typeof auditLog.$inferInsert;

/**
 * Appends one entry to the audit log; pass the transaction of the change it records so the two
 * are written together. `detail` holds ids and amounts, never a card number or a secret.
 */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
