/**
 * What other contexts may use of delivery: planning and starting it in the transaction that
 * writes the order, moving it through its state machine, (the desk) an order's timeline and a
 * ticket mail resent, and what any mail about an order names.
 */

export type { OrderMailFacts } from './delivery-mails';
export {
  type DeliveryPlan,
  deliveryStart,
  moveDelivery,
  type NewOrder,
  type PlannedListing,
  planDeliveryFrom,
} from './delivery-service';
export { eventTime } from './ticket-document';
export { requeueTicketMail, timelineOf } from './timeline-queries';
export { CANCELLED_BY_EVENT } from './timeline-reason';
