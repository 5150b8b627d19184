/** What orders may use of delivery: starting it in the transaction that writes the order. */

export { startDelivery } from './delivery-service';
