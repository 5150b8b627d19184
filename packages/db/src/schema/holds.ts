import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './catalog';
import { buyers } from './identity';
import { listings } from './listings';

/**
 * Seats a checkout session holds for HOLD_MS. A hold is active while it is neither
 * released nor converted and `expires_at` is in the future: expiry is the timestamp alone, the
 * sweeper only tidies. The listing's money is snapshotted at hold time (a later price change
 * applies to new holds only).
 */
export const holds = pgTable(
  'holds',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The client's sessionIdForHold: a UUID the web generates once per tab. */
    sessionId: text('session_id').notNull(),
    /** The signed-in buyer who took the hold, when there was one. */
    buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** Per-ticket money of the listing at hold time, minor units of `currency`. */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    feesMinor: integer('fees_minor').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    currency: text('currency').notNull(),
    /** The upstream lock of the listing's source (ticket-network lockRequestId), when it has one. */
    lockRequestId: text('lock_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
  },
  (t) => [
    index('holds_open_listing_idx')
      .on(t.listingId, t.expiresAt)
      .where(sql`${t.releasedAt} is null and ${t.convertedAt} is null`),
    index('holds_session_idx').on(t.sessionId),
    index('holds_buyer_idx').on(t.buyerId),
  ],
);
