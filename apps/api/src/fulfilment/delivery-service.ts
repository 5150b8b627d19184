// Delivery of a paid order (docs/decisions/0019-fulfilment.md): started by the statement that
// writes the order, then moved by the sources, the deadline job or an operator. Every move goes
// through the domain's transition table and leaves one timeline entry; a repeated report is a
// no-op, so the poll may ask a source as often as it likes.
import type { Db } from '@reprise/db/client';
import type { orderDeliveries } from '@reprise/db/schema/delivery';
import { orders } from '@reprise/db/schema/orders';
import { deliveryDeadline } from '@reprise/domain/delivery/delivery-deadline';
import {
  type DeliveryMethod,
  deliveredAtConfirmation,
  deliveryMethod,
} from '@reprise/domain/delivery/delivery-method';
import { deliveryTransition } from '@reprise/domain/delivery/delivery-transitions';
import { allocateSeats, type SeatRange } from '@reprise/domain/delivery/seat-allocation';
import { DELIVERY_STATUS_IDS, type DeliveryStatusId } from '@reprise/domain/ids';
import { eq } from 'drizzle-orm';
import type { MailKind } from './delivery-mails';
import type { ListingRow } from './delivery-queries';
import { addTimelineEntry, setDeliveryStatus, type TimelineEntry } from './timeline-queries';

const PENDING = DELIVERY_STATUS_IDS.pending;

/** Who moved a delivery, why, and which mail tells the buyer. */
export interface DeliveryMove {
  actor: TimelineEntry['actor'];
  reason: string;
  detail?: Record<string, string>;
  mail?: MailKind;
}

export type MoveOutcome = 'moved' | 'same' | 'refused';

const KIND_OF: Record<DeliveryStatusId, string> = {
  [DELIVERY_STATUS_IDS.completed]: 'delivered',
  [DELIVERY_STATUS_IDS.cancelled]: 'cancelled',
  [DELIVERY_STATUS_IDS.pending]: 'pending',
  [DELIVERY_STATUS_IDS.incompleted]: 'incompleted',
};

/** The mail that tells the buyer their tickets arrived, by how they travel. */
export function deliveredMail(ticketTypeId: number): MailKind {
  return deliveryMethod(ticketTypeId) === 'transfer' ? 'transfer_delivered' : 'tickets_ready';
}

/**
 * Moves an order's delivery to `to` when the transition table allows it, recording the move in
 * the timeline in the same transaction. `same` when it is already there, `refused` otherwise.
 */
export async function moveDelivery(
  db: Db,
  orderId: number,
  to: DeliveryStatusId,
  move: DeliveryMove,
  now: Date,
): Promise<MoveOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: orders.deliveryStatusId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!row) return 'refused';
    const from = row.status as DeliveryStatusId;
    const verdict = deliveryTransition(from, to);
    if (verdict !== 'move') return verdict === 'same' ? 'same' : 'refused';
    await setDeliveryStatus(tx, orderId, from, to);
    await addTimelineEntry(tx, {
      orderId,
      at: now,
      kind: KIND_OF[to],
      actor: move.actor,
      reason: move.reason,
      fromStatusId: from,
      toStatusId: to,
      detail: move.detail ?? null,
      mail: move.mail ?? null,
    });
    return 'moved';
  });
}

/** Records a step that does not change the status (shipped, transfer sent); false if repeated. */
export function recordStep(
  db: Db,
  orderId: number,
  kind: string,
  move: DeliveryMove,
  now: Date,
): Promise<boolean> {
  return addTimelineEntry(db, {
    orderId,
    at: now,
    kind,
    actor: move.actor,
    reason: move.reason,
    detail: move.detail ?? null,
    mail: move.mail ?? null,
  });
}

/** How an order about to be written travels: its exact seats, its method, deadline and status. */
export interface DeliveryPlan {
  /** The seats sold; [] for general admission; null when no run of free numbered seats is left. */
  seatNumbers: number[] | null;
  method: DeliveryMethod;
  deadlineAt: Date;
  /** The delivery status the order is written with: delivered at once for instant listings with documents. */
  deliveryStatusId: DeliveryStatusId;
}

/** The listing fields a delivery plan reads. */
export type PlannedListing = Pick<
  ListingRow,
  'id' | 'ticketTypeId' | 'instantDelivery' | 'inHandDate'
> &
  SeatRange;

/**
 * How an order of `quantity` seats of `listing` travels, from the seats sold so far from the
 * listing and its event's start. The order is written with this plan only if those facts still
 * hold under the listing's lock, so two orders never get the same seat (ADR 0010).
 */
export function planDeliveryFrom(
  listing: PlannedListing,
  quantity: number,
  facts: { sold: readonly number[]; eventStartsAt: Date },
): DeliveryPlan {
  const instant = deliveredAtConfirmation(listing);
  if (instant && deliveryTransition(PENDING, DELIVERY_STATUS_IDS.completed) !== 'move') {
    throw new Error('the transition table no longer lets an instant order be delivered');
  }
  return {
    // No run of free numbered seats left (a source's range that disagrees with its quantity):
    // the order stands and its seats are the ones the seller names on the tickets.
    seatNumbers: allocateSeats(listing, quantity, facts.sold),
    method: deliveryMethod(listing.ticketTypeId),
    deadlineAt: deliveryDeadline(listing.inHandDate, facts.eventStartsAt),
    deliveryStatusId: instant ? DELIVERY_STATUS_IDS.completed : PENDING,
  };
}

/** The order just written with its plan's seats and status. */
export interface NewOrder {
  orderId: number;
  plan: DeliveryPlan;
  contactEmail: string;
  now: Date;
}

const PLACED: DeliveryMove = { actor: 'checkout', reason: 'Order confirmed' };
const INSTANT: DeliveryMove = {
  actor: 'checkout',
  reason: 'Instant delivery: tickets issued when the order was confirmed',
  mail: 'tickets_ready',
};

/**
 * The rows that start the delivery of an order, written in the statement that writes it: how the
 * tickets travel and their deadline, and the first steps of its timeline (an instant order is
 * written delivered, and its timeline says so with the buyer's mail).
 */
export function deliveryStart({ orderId, plan, contactEmail, now }: NewOrder): {
  delivery: typeof orderDeliveries.$inferInsert;
  steps: TimelineEntry[];
} {
  const step = (kind: string, move: DeliveryMove, to?: DeliveryStatusId): TimelineEntry => ({
    orderId,
    at: now,
    kind,
    actor: move.actor,
    reason: move.reason,
    fromStatusId: to ? PENDING : null,
    toStatusId: to ?? null,
    detail: move.detail ?? null,
    mail: move.mail ?? null,
  });
  return {
    delivery: {
      orderId,
      method: plan.method,
      deadlineAt: plan.deadlineAt,
      transferEmail: plan.method === 'transfer' ? contactEmail : null,
    },
    steps:
      plan.deliveryStatusId !== PENDING
        ? [
            step('placed', PLACED),
            step(KIND_OF[plan.deliveryStatusId], INSTANT, plan.deliveryStatusId),
          ]
        : [step('placed', PLACED)],
  };
}
