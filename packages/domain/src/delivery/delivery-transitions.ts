import { DELIVERY_STATUS_IDS, type DeliveryStatusId } from '../ids';

// Delivery of an order as a state machine (docs/decisions/0019-fulfilment.md holds the same table,
// and a test compares the two). Pending is where every order starts; completed and cancelled are
// final. Incompleted is not final: a late delivery or a replacement still completes the order.

/** The delivery status names, by id. */
export const DELIVERY_STATUS_NAMES: Record<DeliveryStatusId, string> = {
  [DELIVERY_STATUS_IDS.completed]: 'completed',
  [DELIVERY_STATUS_IDS.cancelled]: 'cancelled',
  [DELIVERY_STATUS_IDS.pending]: 'pending',
  [DELIVERY_STATUS_IDS.incompleted]: 'incompleted',
};

const { completed, cancelled, pending, incompleted } = DELIVERY_STATUS_IDS;

/** Every allowed move, from → to. */
export const DELIVERY_TRANSITIONS: readonly (readonly [DeliveryStatusId, DeliveryStatusId])[] = [
  [pending, completed],
  [pending, incompleted],
  [incompleted, completed],
  [pending, cancelled],
  [incompleted, cancelled],
];

/**
 * What asking to move a delivery from `from` to `to` does: `move` (allowed), `same` (already
 * there: a repeated report changes nothing) or `refused`.
 */
export function deliveryTransition(
  from: DeliveryStatusId,
  to: DeliveryStatusId,
): 'move' | 'same' | 'refused' {
  if (from === to) return 'same';
  return DELIVERY_TRANSITIONS.some(([f, t]) => f === from && t === to) ? 'move' : 'refused';
}

/** Whether a delivery status is final (nothing moves it any more). */
export function isFinalDelivery(status: DeliveryStatusId): boolean {
  return !DELIVERY_TRANSITIONS.some(([from]) => from === status);
}

/** Whether a number is one of the four delivery status ids. */
export function isDeliveryStatusId(value: number): value is DeliveryStatusId {
  return value in DELIVERY_STATUS_NAMES;
}
