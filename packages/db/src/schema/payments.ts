import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamptz, updatedAt } from './columns';
import { orders } from './orders';

// Payments (ADR 0018): refunds we asked a provider for, the provider events we processed, and
// the sandbox provider's own books. No table holds a card number or security code: a payment is
// known by the provider's id, its brand and last four digits.

/**
 * A refund of an order, one row per (order, our idempotency key). 'pending' until the provider
 * answered; a replay of the key calls the provider again with the same key, which moves the
 * money at most once.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** pending, done or failed (the provider refused; the amount is free again). */
    state: text('state').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payment_refunds_key_idx').on(t.orderId, t.idempotencyKey)],
);

/** A provider's webhook event, kept so that a redelivered event is processed once. */
export const paymentEvents = pgTable('payment_events', {
  /** The provider's event id (Stripe's evt_…), prefixed by the provider. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The payment the event is about (a PaymentIntent id). */
  paymentId: text('payment_id'),
  receivedAt: createdAt(),
});

/**
 * The sandbox provider's payments: what a processor would keep on its side. An authorization
 * survives a restart, so a capture owed before it is made after it.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    /** requires_action, authorized, captured, voided or failed. */
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** The caller's idempotency key: the same key answers the same payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the caller attached (buyer and hold), checked when a challenge is resumed. */
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    capturedAt: timestamptz('captured_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sandbox_payments_key_idx').on(t.idempotencyKey)],
);

/** The sandbox provider's refunds; one per caller key. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_key_idx').on(t.idempotencyKey),
    index('sandbox_refunds_payment_idx').on(t.paymentId),
  ],
);
