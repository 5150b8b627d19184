import type { OrderForDelivery } from './delivery-queries';
import { signTicketCode } from './ticket-codes';
import type { TicketFacts } from './ticket-document';

/** The seat of ticket `index` of an order, or null (general admission, or not allocated). */
export function seatOf(row: OrderForDelivery, index: number): number | null {
  return row.order.seatNumbers?.[index] ?? null;
}

/** What ticket `index` of an order shows, with its signed code. */
export function ticketFacts(codeKey: Buffer, row: OrderForDelivery, index: number): TicketFacts {
  const seat = seatOf(row, index);
  return {
    eventName: row.eventName,
    startsAt: row.eventStartsAt,
    timezone: row.venueTimezone,
    venueName: row.venueName,
    section: row.listing.section,
    row: row.listing.row,
    seat,
    holderName: `${row.order.contactFirstName} ${row.order.contactLastName}`.trim(),
    confirmationNumber: row.order.confirmationNumber,
    ticketIndex: index,
    quantity: row.order.quantity,
    code: signTicketCode(codeKey, { orderId: row.order.id, ticketIndex: index, seat }),
    language: row.order.language,
  };
}
