import type { Db } from '@reprise/db/client';
import { startDelivery } from '../fulfilment/public';

/**
 * Called in the transaction that writes the order, after the order row: allocates its exact
 * seats and starts its delivery (an instant-delivery order is delivered here and now).
 */
export function startOrderDelivery(tx: Db, orderId: number, now: Date): Promise<void> {
  return startDelivery(tx, orderId, now);
}
