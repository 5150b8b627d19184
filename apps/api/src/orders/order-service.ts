import type { Db } from '@reprise/db/client';
import { formatSeats } from '@reprise/domain/delivery/seat-allocation';
import type { Order } from '@reprise/domain/schemas/checkout';
import { getEvent } from '../events/public';
import { DomainError } from '../platform/errors/domain-error';
import { checkoutEvent } from './order-event';
import { findOrderOf, findOrdersOf } from './order-queries';

type OrderWithListing = NonNullable<Awaited<ReturnType<typeof findOrderOf>>>;

/**
 * The order's exact seats (allocated when it was written); for an order older than seat
 * allocation, the listing's block when the order took all of it, else null.
 */
function seatNumbersOf({ order, listing }: OrderWithListing): number[] {
  if (order.seatNumbers) return order.seatNumbers;
  if (listing.seatFrom === null || listing.seatTo === null) return [];
  if (listing.seatTo - listing.seatFrom + 1 !== order.quantity) return [];
  return Array.from({ length: order.quantity }, (_, i) => listing.seatFrom! + i);
}

async function orderView(db: Db, row: OrderWithListing): Promise<Order> {
  const { order, listing } = row;
  const event = await getEvent(db, order.eventId);
  const seatNumbers = seatNumbersOf(row);
  return {
    orderId: order.id,
    confirmationNumber: order.confirmationNumber,
    orderDate: order.createdAt.toISOString(),
    deliveryDate: listing.inHandDate,
    contact: {
      first_name: order.contactFirstName,
      last_name: order.contactLastName,
      phone_number: order.contactPhone,
    },
    email: order.contactEmail,
    event: checkoutEvent(event),
    ticketTypeId: listing.ticketTypeId,
    section: listing.section,
    row: listing.row,
    seats: formatSeats(seatNumbers),
    seatNumbers,
    quantity: order.quantity,
    currency: order.currency,
    lines: {
      unitPriceMinor: order.unitPriceMinor,
      feesMinor: order.feesMinor,
      subtotalMinor: order.subtotalMinor,
      promoMinor: order.promoMinor,
      taxMinor: order.taxMinor,
      totalMinor: order.totalMinor,
    },
    promoCode: order.promoCode,
    deliveryStatusId: order.deliveryStatusId,
    orderStatusId: order.orderStatusId,
    card: { brand: order.cardBrand, last4: order.cardLast4 },
  };
}

/** The signed-in buyer's order, or 404 ORDER_NOT_FOUND (another buyer's order included). */
export async function getOrder(db: Db, buyerId: number, orderId: number): Promise<Order> {
  const row = await findOrderOf(db, buyerId, orderId);
  if (!row) {
    throw new DomainError('ORDER_NOT_FOUND', `You have no order ${orderId}.`, 'orderId');
  }
  return orderView(db, row);
}

/** A page of the buyer's orders, newest first. */
export async function listOrders(db: Db, buyerId: number, limit: number, offset: number) {
  const { rows, totalCount } = await findOrdersOf(db, buyerId, limit, offset);
  const orders: Order[] = [];
  for (const row of rows) orders.push(await orderView(db, row));
  return { orders, totalCount };
}
