import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { events } from './catalog';
import { createdAt, requiredRef, timestamptz } from './columns';
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
    listingId: requiredRef('listing_id', () => listings.id, { onDelete: 'cascade' }),
    eventId: requiredRef('event_id', () => events.id, { onDelete: 'cascade' }),
    /** The client's sessionIdForHold: a UUID the web generates once per tab. */
    sessionId: text('session_id').notNull(),
    /** The signed-in buyer who took the hold, when there was one. */
    buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'set null' }),
    /**
     * The address and device cookie the hold came from (ADR 0017): an anonymous client's holds of
     * an event are counted by either, and a device's run-out hold starts its cooldown. Null for a
     * trusted load generator (RATE_LIMIT_ALLOW_LIST) and for holds older than migration 0007.
     */
    clientIp: text('client_ip'),
    deviceId: text('device_id'),
    quantity: integer('quantity').notNull(),
    /** Per-ticket money of the listing at hold time, minor units of `currency`. */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    feesMinor: integer('fees_minor').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    currency: text('currency').notNull(),
    /** The upstream lock of the listing's source (ticket-network lockRequestId), when it has one. */
    lockRequestId: text('lock_request_id'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    releasedAt: timestamptz('released_at'),
    convertedAt: timestamptz('converted_at'),
  },
  (t) => [
    index('holds_open_listing_idx')
      .on(t.listingId, t.expiresAt)
      .where(sql`${t.releasedAt} is null and ${t.convertedAt} is null`),
    index('holds_session_idx').on(t.sessionId),
    index('holds_buyer_idx').on(t.buyerId),
    // An anonymous client's active holds of an event, by address and by device (ADR 0017).
    index('holds_open_event_ip_idx')
      .on(t.eventId, t.clientIp)
      .where(sql`${t.releasedAt} is null and ${t.convertedAt} is null`),
    index('holds_open_event_device_idx')
      .on(t.eventId, t.deviceId)
      .where(sql`${t.releasedAt} is null and ${t.convertedAt} is null`),
    // Holds of a listing that ended lately, released or not: the re-hold cooldown looks there.
    index('holds_listing_ended_idx')
      .on(t.listingId, t.expiresAt)
      .where(sql`${t.convertedAt} is null`),
  ],
);

/**
 * Proof-of-work challenges already spent on a hold (ADR 0017): a solution counts once. Rows are
 * kept until the challenge itself expires, after which no solution of it is accepted anyway.
 */
export const usedHoldChallenges = pgTable(
  'used_hold_challenges',
  {
    /** The challenge's signed nonce. */
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('used_hold_challenges_expires_idx').on(t.expiresAt)],
);
