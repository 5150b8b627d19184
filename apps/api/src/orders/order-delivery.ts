import type { Db } from '@reprise/db/client';
import { type NewOrder, startDelivery } from '../fulfilment/public';

/**
 * Called in the transaction that writes the order, after the order row: keeps the source's
 * order id, allocates its exact seats and starts its delivery (an instant-delivery order is delivered here and now).
 */
export function startOrderDelivery(tx: Db, order: NewOrder): Promise<void> {
  return startDelivery(tx, order);
}
