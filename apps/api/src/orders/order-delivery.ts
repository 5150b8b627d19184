import {
  type DeliveryPlan,
  deliveryStart,
  type NewOrder,
  type PlannedListing,
  planDeliveryFrom,
} from '../fulfilment/public';

/**
 * An order's exact seats and how its tickets travel (an instant-delivery order is written
 * delivered), from the seats sold so far and the event's start. The order's statement writes it
 * only if those facts still hold under the listing's lock.
 */
export function planOrderDelivery(
  listing: PlannedListing,
  quantity: number,
  facts: { sold: readonly number[]; eventStartsAt: Date },
): DeliveryPlan {
  return planDeliveryFrom(listing, quantity, facts);
}

/** The rows that start an order's delivery, written by the order's statement after the order. */
export type OrderDeliveryStart = ReturnType<typeof deliveryStart>;

/** The delivery row and first timeline steps of the order about to be written. */
export function orderDeliveryStart(order: NewOrder): OrderDeliveryStart {
  return deliveryStart(order);
}
