import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { events } from './catalog';
import { createdAt, requiredRef, timestamptz } from './columns';
import { buyerOwner } from './identity';

export const alertEndReasons = ['unsubscribed', 'event_started'] as const;

/**
 * A fan's price alert on one event: tell me when `quantity` tickets (in a zone or section, if
 * given) cost at most `targetMinor` all-in per ticket in `currency`. Ended alerts stay as rows so
 * an unsubscribe link clicked twice still answers.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    buyerId: buyerOwner(),
    eventId: requiredRef('event_id', () => events.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Zone id of the event's seating plan (the event page's `zone` filter), or null for any. */
    zoneId: text('zone_id'),
    /** Section name as listings carry it, or null for any. */
    section: text('section'),
    /** The most one ticket may cost all-in, minor units of `currency`. */
    targetMinor: integer('target_minor').notNull(),
    currency: text('currency').notNull(),
    /** The calendar day (UTC) of the last mail: at most one mail per alert per day. */
    lastMailedOn: date('last_mailed_on'),
    endedAt: timestamptz('ended_at'),
    endReason: text('end_reason', { enum: alertEndReasons }),
    createdAt: createdAt(),
  },
  (t) => [
    index('price_alerts_event_open_idx').on(t.eventId).where(sql`${t.endedAt} is null`),
    index('price_alerts_buyer_idx').on(t.buyerId, t.eventId),
  ],
);
