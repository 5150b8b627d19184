import { z } from 'zod';

// What a change of an event's status owes the buyers who paid for it (docs/decisions/0022-guarantee.md):
// a cancelled event refunds every paid order in full and tells the buyer; a postponed or
// rescheduled one keeps every order valid and tells the buyer the news and the new date.

/** The statuses an event may be changed to. */
export const CHANGED_EVENT_STATUSES = ['cancelled', 'postponed', 'rescheduled'] as const;
export type ChangedEventStatus = (typeof CHANGED_EVENT_STATUSES)[number];

/** What each paid order is owed by a change: a refund (and a mail) or a mail alone. */
export type OrderTaskKind = 'refund' | 'notify';

/** The task a change to `status` gives every paid order of the event. */
export function taskKindOf(status: ChangedEventStatus): OrderTaskKind {
  return status === 'cancelled' ? 'refund' : 'notify';
}

/**
 * Whether a change waits for an operator before it applies: a source's cancellation of an event
 * with paid orders does (a bad push must not refund by accident); an operator's never does.
 */
export function needsConfirmation(
  origin: 'operator' | 'source',
  status: ChangedEventStatus,
  paidOrders: number,
): boolean {
  return origin === 'source' && status === 'cancelled' && paidOrders > 0;
}

/** The idempotency key of the refund a change owes an order: one per (change, order). */
export function refundKeyOf(changeId: number, orderId: number): string {
  return `event-change-${changeId}-order-${orderId}`;
}

/** The body of a change of status: a rescheduled event needs its new date. */
export const eventChangeBody = z
  .object({
    status: z.enum(CHANGED_EVENT_STATUSES),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    reason: z.string().trim().min(3).max(500),
  })
  .refine((body) => body.status !== 'rescheduled' || body.startsAt !== undefined, {
    message: 'A rescheduled event needs its new date (startsAt).',
    path: ['startsAt'],
  });
export type EventChangeBody = z.infer<typeof eventChangeBody>;
