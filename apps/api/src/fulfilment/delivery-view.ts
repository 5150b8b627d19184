// An order's delivery as My Tickets shows it: status, how the tickets travel, each ticket with
// fresh short-lived links, the timeline, and what the buyer needs for transfer, post or pickup.

import { deliveryDeadline } from '@reprise/domain/delivery/delivery-deadline';
import { deliveryMethod, isPhoneQrTicket } from '@reprise/domain/delivery/delivery-method';
import { DELIVERY_STATUS_IDS } from '@reprise/domain/ids';
import type { DeliveryView, TimelineEntryView } from '@reprise/domain/schemas/fulfilment';
import { DomainError } from '../platform/errors/domain-error';
import {
  findDelivery,
  findOrderForDelivery,
  type OrderForDelivery,
  shippingAddressOfHold,
  ticketFilesOf,
} from './delivery-queries';
import type { FulfilmentContext } from './fulfilment-context';
import { eventTime, placeLine } from './ticket-document';
import { seatOf } from './ticket-facts';
import { signTicketLink, TICKET_LINK_TTL_MS, type TicketFileKind } from './ticket-links';
import { timelineOf } from './timeline-queries';
import { timelineReasonCode } from './timeline-reason';

/** The order of the signed-in buyer, or 404 ORDER_NOT_FOUND (another buyer's included). */
export async function ownOrder(ctx: FulfilmentContext, buyerId: number, orderId: number) {
  const row = await findOrderForDelivery(ctx.database.db, orderId);
  if (!row || row.order.buyerId !== buyerId) {
    throw new DomainError('ORDER_NOT_FOUND', `You have no order ${orderId}.`, 'orderId');
  }
  return row;
}

/** The link path of one file of an order, valid until `expiresAt`. */
export function ticketUrl(
  ctx: FulfilmentContext,
  orderId: number,
  ticketIndex: number,
  kind: TicketFileKind,
  expiresAt: number,
): string {
  return `/api/tickets/${signTicketLink(ctx.linkKey, { orderId, ticketIndex, kind, expiresAt })}`;
}

function pickupOf(row: OrderForDelivery): NonNullable<DeliveryView['pickup']> {
  const venue = [row.venueName, row.venueAddress].filter(Boolean).join(', ');
  return {
    place: `${venue} (box office)`,
    when: `From 2 hours before the event until it starts: ${eventTime(row.eventStartsAt, row.venueTimezone)}`,
    bring:
      'A photo ID (passport, driving licence or national ID card) matching the name on the booking, and your confirmation number.',
    nameOnBooking: `${row.order.contactFirstName} ${row.order.contactLastName}`.trim(),
    venue,
    startsAt: row.eventStartsAt.toISOString(),
    timezone: row.venueTimezone,
  };
}

/** The buyer's order's delivery, with links that work for TICKET_LINK_TTL_MS. */
export async function deliveryView(
  ctx: FulfilmentContext,
  buyerId: number,
  orderId: number,
): Promise<DeliveryView> {
  const db = ctx.database.db;
  const row = await ownOrder(ctx, buyerId, orderId);
  const { order, listing } = row;
  const delivery = await findDelivery(db, orderId);
  const method = delivery?.method ?? deliveryMethod(listing.ticketTypeId);
  const delivered = order.deliveryStatusId === DELIVERY_STATUS_IDS.completed;
  const expiresAt = ctx.now().getTime() + TICKET_LINK_TTL_MS;
  const sourceFiles = new Set((await ticketFilesOf(db, orderId)).map((f) => f.ticketIndex));
  const documents = delivered && method === 'document';
  const tickets = Array.from({ length: order.quantity }, (_, index) => {
    const seat = seatOf(row, index);
    const fromSource = sourceFiles.has(index);
    return {
      index,
      seat,
      place: placeLine({ section: listing.section, row: listing.row, seat }),
      pdfUrl:
        delivered && (documents || fromSource)
          ? ticketUrl(ctx, orderId, index, fromSource ? 'file' : 'pdf', expiresAt)
          : null,
      qrUrl:
        documents && !fromSource && isPhoneQrTicket(listing.ticketTypeId)
          ? ticketUrl(ctx, orderId, index, 'qr', expiresAt)
          : null,
      walletUrl:
        documents && !fromSource && ctx.wallet
          ? ticketUrl(ctx, orderId, index, 'pkpass', expiresAt)
          : null,
    };
  });
  const timeline: TimelineEntryView[] = (await timelineOf(db, orderId)).map((entry) => ({
    at: entry.at.toISOString(),
    kind: entry.kind,
    actor: entry.actor,
    reason: entry.reason,
    reasonCode: timelineReasonCode(entry),
    toStatusId: entry.toStatusId,
    detail: entry.detail ?? null,
  }));
  const address = method === 'shipping' ? await shippingAddressOfHold(db, order.holdId) : undefined;
  return {
    orderId,
    deliveryStatusId: order.deliveryStatusId,
    method,
    deadline: (
      delivery?.deadlineAt ?? deliveryDeadline(listing.inHandDate, row.eventStartsAt)
    ).toISOString(),
    seats: order.seatNumbers ?? [],
    tickets,
    calendarUrl: ticketUrl(ctx, orderId, 0, 'ics', expiresAt),
    linksExpireAt: new Date(expiresAt).toISOString(),
    timeline,
    shipping:
      method === 'shipping'
        ? {
            address: address
              ? [
                  address.name,
                  address.line1,
                  address.line2,
                  address.city,
                  address.postcode,
                  address.country,
                ]
                  .filter(Boolean)
                  .join(', ')
              : null,
            carrier: delivery?.carrier ?? null,
            trackingNumber: delivery?.trackingNumber ?? null,
          }
        : null,
    transfer:
      method === 'transfer'
        ? { email: delivery?.transferEmail ?? order.contactEmail, accepted: delivered }
        : null,
    pickup: method === 'pickup' ? pickupOf(row) : null,
  };
}
