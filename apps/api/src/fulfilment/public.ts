/** What orders may use of delivery: starting it in the transaction that writes the order. */

export { type NewOrder, startDelivery } from './delivery-service';
