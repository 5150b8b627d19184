import { TICKET_TYPE_IDS } from '../ids';

// How an order's tickets reach the buyer follows from the listing's ticket type: we issue a
// document per seat for eTicket and QR-code tickets; the seller transfers eTransfer tickets to the
// buyer's email, ships hard stock, and hands will-call and local-pickup tickets over in person.

/** The ways tickets are delivered. */
export const DELIVERY_METHODS = ['document', 'transfer', 'shipping', 'pickup'] as const;
/** One way tickets are delivered. */
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The delivery method of a ticket type (unknown types are treated as documents). */
export function deliveryMethod(ticketTypeId: number): DeliveryMethod {
  switch (ticketTypeId) {
    case TICKET_TYPE_IDS.eTransfer:
      return 'transfer';
    case TICKET_TYPE_IDS.HardStock:
      return 'shipping';
    case TICKET_TYPE_IDS.WillCall:
    case TICKET_TYPE_IDS.LocalPickUp:
      return 'pickup';
    default:
      return 'document';
  }
}

/** Whether an order is delivered the moment it is confirmed (instant listings with documents). */
export function deliveredAtConfirmation(listing: {
  ticketTypeId: number;
  instantDelivery: boolean;
}): boolean {
  return listing.instantDelivery && deliveryMethod(listing.ticketTypeId) === 'document';
}

/** Whether a ticket type is shown as a QR code on a phone at the gate. */
export function isPhoneQrTicket(ticketTypeId: number): boolean {
  return ticketTypeId === TICKET_TYPE_IDS.QRCode;
}

/** Whether the buyer gives a shipping address at checkout (hard stock only). */
export function needsShippingAddress(ticketTypeId: number): boolean {
  return deliveryMethod(ticketTypeId) === 'shipping';
}
