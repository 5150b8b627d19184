import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { eventStatuses, events } from './catalog';
import { createdAt, requiredRef, timestamptz } from './columns';
import { orders } from './orders';

// The guarantee (docs/decisions/0022-guarantee.md): an event's change of status and what it owes
// each paid order (a refund and a mail, or a mail), done by the guarantee job; and the audit log.

/**
 * A change of an event's status (cancelled, postponed, rescheduled with a new date). 'applied'
 * once the event carries it; a source's cancellation that covers paid orders is 'awaiting' until
 * an operator confirms ('applied') or rejects it ('rejected').
 */
export const eventChanges = pgTable(
  'event_changes',
  {
    id: serial('id').primaryKey(),
    eventId: requiredRef('event_id', () => events.id),
    status: text('status', { enum: eventStatuses }).notNull(),
    /** The new date of a rescheduled (or re-dated postponed) event. */
    startsAt: timestamptz('starts_at'),
    /** operator, or source:<name> for a source's push. */
    origin: text('origin').notNull(),
    reason: text('reason').notNull(),
    /** applied, awaiting or rejected. */
    state: text('state').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('event_changes_state_idx').on(t.state, t.createdAt)],
);

/**
 * What an applied change owes one order: a full refund (cancellation) under its own idempotency
 * key, then a mail. The job retries a task until `refundedAt` (when owed) and `mailedAt` are set;
 * the refund key makes a retry after a crash move the money once.
 */
export const guaranteeTasks = pgTable(
  'guarantee_tasks',
  {
    id: serial('id').primaryKey(),
    changeId: requiredRef('change_id', () => eventChanges.id),
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    /** refund (cancelled) or notify (postponed, rescheduled). */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    refundedAt: timestamptz('refunded_at'),
    /** Set before the mail is sent, so one copy sends it; cleared when sending fails. */
    mailClaimedAt: timestamptz('mail_claimed_at'),
    mailedAt: timestamptz('mailed_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('guarantee_tasks_change_order_idx').on(t.changeId, t.orderId),
    index('guarantee_tasks_open_idx').on(t.id).where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * The audit log, append-only (a trigger refuses updates and deletes): every operator action and
 * every money movement, with who, when, what changed and why. Never a card number or a secret.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull().defaultNow(),
    /** operator, source:<name>, job, checkout. */
    actor: text('actor').notNull(),
    /** event.status_change, event.change_confirmed, refund, authorization, capture, void… */
    action: text('action').notNull(),
    eventId: integer('event_id'),
    orderId: integer('order_id'),
    /** What changed: from/to, amounts in minor units, provider ids. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    index('audit_log_order_idx').on(t.orderId, t.at),
    index('audit_log_event_idx').on(t.eventId, t.at),
  ],
);
