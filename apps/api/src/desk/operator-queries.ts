import type { Db } from '@reprise/db/client';
import { operatorSessions, operators } from '@reprise/db/schema/operators';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';

export type OperatorRow = typeof operators.$inferSelect;

/** A desk account by its (lower-case) email. */
export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  return row;
}

/** Adds a desk account; undefined when the email has one already. */
export async function insertOperator(db: Db, values: typeof operators.$inferInsert) {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Records the step of an accepted code, only if it is later than the last one: of two sign-ins
 * with the same code, one wins.
 */
export async function claimTotpStep(db: Db, operatorId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, operatorId),
        or(isNull(operators.totpLastStep), sql`${operators.totpLastStep} < ${step}`),
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

export function insertDeskSession(db: Db, values: typeof operatorSessions.$inferInsert) {
  return db.insert(operatorSessions).values(values);
}

/** The enabled account of a live, unexpired session token hash. */
export async function operatorOfSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: operators.id,
      email: operators.email,
      name: operators.name,
      role: operators.role,
      sessionId: operatorSessions.id,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

export function revokeDeskSession(db: Db, sessionId: number, now: Date) {
  return db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}
