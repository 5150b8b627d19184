import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamptz } from './columns';
import { holds } from './holds';
import { orders } from './orders';

// Delivery of paid orders (docs/decisions/0019-fulfilment.md). The order's delivery_status_id is
// the state; these tables hold how the tickets travel, what happened when, and the files.

export const deliveryMethods = ['document', 'transfer', 'shipping', 'pickup'] as const;
export const timelineActors = ['checkout', 'source', 'deadline', 'operator'] as const;

/** How one order's tickets travel, written with the order. */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }).primaryKey(),
    method: text('method', { enum: deliveryMethods }).notNull(),
    /** When the seller's deadline passes (the listing's in-hand day, else the event start). */
    deadlineAt: timestamptz('deadline_at').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The address an eTransfer goes to (the order's contact email). */
    transferEmail: text('transfer_email'),
    /** When the source was last asked about the order (the poll asks the oldest first). */
    checkedAt: timestamptz('checked_at'),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [index('order_deliveries_deadline_idx').on(t.deadlineAt)],
);

/**
 * What happened to an order's delivery, in order. Each kind happens at most once per order, so a
 * repeated report (a source answering the same status twice) adds nothing. A row with `mail` set
 * and `mailed_at` null is a mail still to send (the poll job sends it).
 */
export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull(),
    kind: text('kind').notNull(),
    actor: text('actor', { enum: timelineActors }).notNull(),
    reason: text('reason').notNull(),
    fromStatusId: integer('from_status_id'),
    toStatusId: integer('to_status_id'),
    detail: jsonb('detail').$type<Record<string, string>>(),
    mail: text('mail'),
    mailedAt: timestamptz('mailed_at'),
  },
  (t) => [
    uniqueIndex('order_timeline_kind_idx').on(t.orderId, t.kind),
    index('order_timeline_unmailed_idx')
      .on(t.id)
      .where(sql`${t.mail} is not null and ${t.mailedAt} is null`),
  ],
);

/** A ticket file a source handed over, kept in the ticket store (never served publicly). */
export const ticketFiles = pgTable(
  'ticket_files',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    /** Which ticket of the order (0-based). */
    ticketIndex: integer('ticket_index').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ticket_files_ticket_idx').on(t.orderId, t.ticketIndex)],
);

/** The shipping address given at checkout for a hard-stock hold; the order reads it by hold. */
export const holdShippingAddresses = pgTable('hold_shipping_addresses', {
  holdId: requiredRef('hold_id', () => holds.id, { onDelete: 'cascade' }).primaryKey(),
  name: text('name').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2'),
  city: text('city').notNull(),
  postcode: text('postcode').notNull(),
  country: text('country').notNull(),
  createdAt: createdAt(),
});
