import type { Db } from '@reprise/db/client';
import {
  type DeliveryPlan,
  type NewOrder,
  planDelivery,
  startDelivery,
} from '../fulfilment/public';

/**
 * Called under the listing's lock before the order row is written: its exact seats and how its
 * tickets travel (an instant-delivery order is written delivered).
 */
export function planOrderDelivery(
  tx: Db,
  ...args: Parameters<typeof planDelivery> extends [Db, ...infer Rest] ? Rest : never
): Promise<DeliveryPlan> {
  return planDelivery(tx, ...args);
}

/** Called in the transaction that writes the order, after the order row: starts its delivery. */
export function startOrderDelivery(tx: Db, order: NewOrder): Promise<void> {
  return startDelivery(tx, order);
}
