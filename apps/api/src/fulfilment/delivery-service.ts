// Delivery of a paid order (docs/decisions/0019-fulfilment.md): started in the transaction that
// writes the order, then moved by the sources, the deadline job or an operator. Every move goes
// through the domain's transition table and leaves one timeline entry; a repeated report is a
// no-op, so the poll may ask a source as often as it likes.
import type { Db } from '@reprise/db/client';
import { orders } from '@reprise/db/schema/orders';
import { deliveryDeadline } from '@reprise/domain/delivery/delivery-deadline';
import { deliveredAtConfirmation, deliveryMethod } from '@reprise/domain/delivery/delivery-method';
import { deliveryTransition } from '@reprise/domain/delivery/delivery-transitions';
import { allocateSeats } from '@reprise/domain/delivery/seat-allocation';
import { DELIVERY_STATUS_IDS, type DeliveryStatusId } from '@reprise/domain/ids';
import { eq } from 'drizzle-orm';
import type { MailKind } from './delivery-mails';
import {
  findOrderForDelivery,
  insertDelivery,
  type OrderForDelivery,
  setSeatNumbers,
  soldSeats,
} from './delivery-queries';
import { addTimelineEntry, setDeliveryStatus, type TimelineEntry } from './timeline-queries';

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

function seatsFor(db: Db, row: OrderForDelivery) {
  return soldSeats(db, row.listing.id, row.order.id).then((taken) =>
    allocateSeats(row.listing, row.order.quantity, taken),
  );
}

/** The order just written, and what its source calls it. */
export interface NewOrder {
  orderId: number;
  /** The source's id of the order (placeOrder's answer); null for a local listing. */
  externalOrderId: string | null;
  now: Date;
}

/**
 * Starts the delivery of an order just written, inside its transaction (the listing row is
 * locked by then, so two orders never get the same seat): keeps the source's order id (the
 * delivery job asks the source by it), allocates the exact seats, records how the tickets travel
 * and their deadline, and completes an instant-delivery order at once.
 */
export async function startDelivery(
  tx: Db,
  { orderId, externalOrderId, now }: NewOrder,
): Promise<void> {
  const row = await findOrderForDelivery(tx, orderId);
  if (!row) throw new Error(`order ${orderId} is not written yet`);
  const { order, listing } = row;
  // No run of free numbered seats left (a source's range that disagrees with its quantity):
  // the order stands and its seats are the ones the seller names on the tickets.
  await setSeatNumbers(tx, orderId, await seatsFor(tx, row), externalOrderId);
  const method = deliveryMethod(listing.ticketTypeId);
  await insertDelivery(tx, {
    orderId,
    method,
    deadlineAt: deliveryDeadline(listing.inHandDate, row.eventStartsAt),
    transferEmail: method === 'transfer' ? order.contactEmail : null,
  });
  await recordStep(tx, orderId, 'placed', { actor: 'checkout', reason: 'Order confirmed' }, now);
  if (deliveredAtConfirmation(listing)) {
    await moveDelivery(
      tx,
      orderId,
      DELIVERY_STATUS_IDS.completed,
      {
        actor: 'checkout',
        reason: 'Instant delivery: tickets issued when the order was confirmed',
        mail: 'tickets_ready',
      },
      now,
    );
  }
}
