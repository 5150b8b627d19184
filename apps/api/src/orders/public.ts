/**
 * What checkout may use of orders: writing an order, starting its delivery (seats allocated),
 * reading it back, its confirmation mail and the event as an order shows it.
 */

export { planOrderDelivery, startOrderDelivery } from './order-delivery';
export { checkoutEvent } from './order-event';
export { orderConfirmationMail } from './order-mails';
export { registerOrderMetrics } from './order-metrics';
export { insertOrder, nextOrderId } from './order-queries';
export { getOrder } from './order-service';
