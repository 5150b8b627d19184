/** What orders may use of delivery: planning and starting it in the transaction that writes the order. */

export {
  type DeliveryPlan,
  moveDelivery,
  type NewOrder,
  planDelivery,
  startDelivery,
} from './delivery-service';
export { eventTime } from './ticket-document';
