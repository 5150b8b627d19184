/** What orders may use of delivery: starting it in the transaction that writes the order. */

export { moveDelivery, type NewOrder, startDelivery } from './delivery-service';
export { eventTime } from './ticket-document';
