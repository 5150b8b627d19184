import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, events } from './catalog';
import { createdAt, mailLanguage, requiredRef, timestamptz, updatedAt } from './columns';
import { holds } from './holds';
import { buyerOwner } from './identity';
import { listings } from './listings';

// Orders (ADR 0010). An order is written in the same transaction that records the payment, from
// the paid hold; its money is the server's own recomputation (never a client figure). Card
// numbers are never stored: brand and last four only.

/**
 * A paid order. orderStatusId: 1 confirmed, 2 cancelled, 3 cancelled with refund;
 * deliveryStatusId: 1 completed, 2 cancelled, 3 pending, 4 incompleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    confirmationNumber: text('confirmation_number').notNull(),
    buyerId: buyerOwner(),
    holdId: requiredRef('hold_id', () => holds.id),
    eventId: requiredRef('event_id', () => events.id),
    listingId: requiredRef('listing_id', () => listings.id),
    quantity: integer('quantity').notNull(),
    currency: text('currency').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    feesMinor: integer('fees_minor').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    promoMinor: integer('promo_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    promoCode: text('promo_code'),
    firstOrderDiscount: boolean('first_order_discount').notNull().default(false),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** The gateway's authorization (captured once the source accepted the order). */
    paymentReference: text('payment_reference').notNull(),
    /** When the authorization was captured; null until then (the capture sweeper retries). */
    capturedAt: timestamptz('captured_at'),
    /** Captures tried after the first failed; the sweeper stops at MAX_CAPTURE_ATTEMPTS. */
    captureAttempts: integer('capture_attempts').notNull().default(0),
    externalOrderId: text('external_order_id'),
    orderStatusId: integer('order_status_id').notNull().default(1),
    deliveryStatusId: integer('delivery_status_id').notNull().default(3),
    /** The exact seats sold, allocated when the order is written; empty for general admission. */
    seatNumbers: integer('seat_numbers').array(),
    /** The language of the request that placed the order: its mails are written in it. */
    language: mailLanguage(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_confirmation_idx').on(t.confirmationNumber),
    uniqueIndex('orders_hold_idx').on(t.holdId),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_uncaptured_idx').on(t.createdAt).where(sql`${t.capturedAt} is null`),
  ],
);

export const orderItemStatuses = ['live', 'cancelled'] as const;

/** The seats an order took from a listing; live items count as sold in derived availability. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    listingId: requiredRef('listing_id', () => listings.id),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: orderItemStatuses }).notNull().default('live'),
  },
  (t) => [index('order_items_live_listing_idx').on(t.listingId).where(sql`${t.status} = 'live'`)],
);

export const promoAmountTypes = ['PERCENTAGE', 'FIXED'] as const;

/** A promo code: a percentage, or a fixed amount in `currency` converted to the quote's. */
export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  /** Upper-case; codes are matched case-insensitively. */
  code: text('code').notNull().unique(),
  amountType: text('amount_type', { enum: promoAmountTypes }).notNull(),
  discountPercentage: integer('discount_percentage'),
  discountMinor: integer('discount_minor'),
  currency: text('currency'),
  /** Only events of this category, when set. */
  categoryId: integer('category_id').references(() => categories.id),
  startsAt: timestamptz('starts_at'),
  expiresAt: timestamptz('expires_at'),
  /** How many orders may use it; null: unlimited. */
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
});

export const idempotencyStates = ['in_progress', 'done'] as const;

/**
 * One payment request per (buyer, Idempotency-Key): the hash of its body, and its answer once
 * done. A replay gets the stored answer; a concurrent duplicate finds it in progress (409); the
 * same key with another body is refused (422).
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    buyerId: buyerOwner(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: idempotencyStates }).notNull().default('in_progress'),
    response: jsonb('response'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.idempotencyKey] })],
);
