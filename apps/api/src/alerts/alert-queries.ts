import type { Db } from '@reprise/db/client';
import { priceAlerts } from '@reprise/db/schema/alerts';
import { events } from '@reprise/db/schema/catalog';
import { buyers } from '@reprise/db/schema/identity';
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { wantsMailSql } from '../notifications/public';
import { idExists } from '../platform/id-exists';

export type NewPriceAlert = typeof priceAlerts.$inferInsert;
export type PriceAlertRow = typeof priceAlerts.$inferSelect;

/** Stores a new alert; answers its row. */
export async function insertAlert(db: Db, values: NewPriceAlert): Promise<PriceAlertRow> {
  const [row] = await db.insert(priceAlerts).values(values).returning();
  return row!;
}

/**
 * The buyer's open alerts on one event, oldest first; none once the event has started (its
 * alerts end at the next match run, and nothing could answer them before).
 */
export function findOpenBuyerAlerts(db: Db, buyerId: number, eventId: number, now: Date) {
  return db
    .select({ alert: priceAlerts })
    .from(priceAlerts)
    .innerJoin(events, eq(events.id, priceAlerts.eventId))
    .where(
      and(
        eq(priceAlerts.buyerId, buyerId),
        eq(priceAlerts.eventId, eventId),
        isNull(priceAlerts.endedAt),
        gt(events.startsAt, now),
      ),
    )
    .orderBy(priceAlerts.id);
}

/** Ends one open alert; answers whether it was open (an ended one stays as it was). */
export async function endAlert(
  db: Db,
  alertId: number,
  reason: PriceAlertRow['endReason'],
  now: Date,
  buyerId?: number,
): Promise<boolean> {
  const rows = await db
    .update(priceAlerts)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(
        eq(priceAlerts.id, alertId),
        isNull(priceAlerts.endedAt),
        buyerId === undefined ? undefined : eq(priceAlerts.buyerId, buyerId),
      ),
    )
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

/** Whether the alert exists at all (ended or not). */
export const alertExists = (db: Db, alertId: number) => idExists(db, priceAlerts.id, alertId);

/** Ends every open alert whose event has started; answers how many. */
export async function endStartedAlerts(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(priceAlerts)
    .set({ endedAt: now, endReason: 'event_started' })
    .from(events)
    .where(
      and(
        eq(events.id, priceAlerts.eventId),
        lte(events.startsAt, now),
        isNull(priceAlerts.endedAt),
      ),
    )
    .returning({ id: priceAlerts.id });
  return rows.length;
}

/**
 * The open alerts of the given events that have not mailed on `day` yet, of fans who still want
 * price-alert mails (the events have not started: endStartedAlerts runs first).
 */
export function findAlertsToMatch(db: Db, eventIds: readonly number[], day: string) {
  return db
    .select({
      id: priceAlerts.id,
      eventId: priceAlerts.eventId,
      quantity: priceAlerts.quantity,
      zoneId: priceAlerts.zoneId,
      section: priceAlerts.section,
      targetMinor: priceAlerts.targetMinor,
      currency: priceAlerts.currency,
    })
    .from(priceAlerts)
    .where(
      and(
        inArray(priceAlerts.eventId, [...eventIds]),
        isNull(priceAlerts.endedAt),
        or(isNull(priceAlerts.lastMailedOn), lt(priceAlerts.lastMailedOn, day)),
        wantsMailSql(priceAlerts.buyerId, 'priceAlerts'),
      ),
    );
}

/**
 * Marks the alerts as mailed on `day` and answers those this call marked, with their fan's
 * address: a concurrent match that marked one first wins it, so an alert mails once a day.
 */
export function claimAlertsForDay(db: Db, alertIds: readonly number[], day: string) {
  return db
    .update(priceAlerts)
    .set({ lastMailedOn: day })
    .from(buyers)
    .where(
      and(
        inArray(priceAlerts.id, [...alertIds]),
        eq(buyers.id, priceAlerts.buyerId),
        isNull(priceAlerts.endedAt),
        or(isNull(priceAlerts.lastMailedOn), lt(priceAlerts.lastMailedOn, day)),
      ),
    )
    .returning({
      id: priceAlerts.id,
      email: buyers.email,
      firstName: buyers.firstName,
      language: buyers.language,
    });
}

/** Gives a claimed day back when its mail could not be sent, so a later change retries it. */
export async function releaseAlertDay(db: Db, alertId: number, day: string): Promise<void> {
  await db
    .update(priceAlerts)
    .set({ lastMailedOn: sql`null` })
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.lastMailedOn, day)));
}
