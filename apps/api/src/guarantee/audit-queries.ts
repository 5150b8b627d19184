import type { Db } from '@reprise/db/client';
import { auditLog } from '@reprise/db/schema/guarantee';
import { asc, eq } from 'drizzle-orm';

/** An order's audit entries, oldest first. */
export function auditOfOrder(db: Db, orderId: number) {
  return db.select().from(auditLog).where(eq(auditLog.orderId, orderId)).orderBy(asc(auditLog.id));
}

/** An event's audit entries, oldest first. */
export function auditOfEvent(db: Db, eventId: number) {
  return db.select().from(auditLog).where(eq(auditLog.eventId, eventId)).orderBy(asc(auditLog.id));
}
