/**
 * What checkout may use of orders: writing an order, starting its delivery (seats allocated),
 * reading it back, its confirmation mail and the event as an order shows it.
 */

export {
  type OrderDeliveryStart,
  orderDeliveryStart,
  planOrderDelivery,
} from './order-delivery';
export { checkoutEvent } from './order-event';
export { orderConfirmationMail } from './order-mails';
export { registerOrderMetrics } from './order-metrics';
export { getOrder } from './order-service';
