/**
 * What the operator desk may use of the guarantee: event changes (request, decide, the ones
 * waiting), what a paid order is, an order's cancellation with refund, the audit log's reads and
 * the mounted handle.
 */

export { auditOfEvent, auditOfOrder } from './audit-queries';
export {
  cancelOrderWithRefund,
  changesAwaiting,
  type EventChangeRow,
  isPaidOrder,
} from './change-queries';
export { type ChangeAnswer, decideEventChange, requestEventChange } from './change-service';
export type { GuaranteeHandle } from './guarantee-plugin';
