import type { Db } from '@reprise/db/client';
import { nameContains } from '@reprise/db/like-pattern';
import { events } from '@reprise/db/schema/catalog';
import { buyers } from '@reprise/db/schema/identity';
import { orders } from '@reprise/db/schema/orders';
import { paymentRefunds } from '@reprise/db/schema/payments';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { isPaidOrder } from '../guarantee/public';
import { refundedMinor } from '../payments/public';

/** How many orders one search shows. */
export const ORDER_SEARCH_LIMIT = 50;

const orderSummary = {
  id: orders.id,
  confirmationNumber: orders.confirmationNumber,
  eventId: orders.eventId,
  eventName: events.name,
  buyerId: orders.buyerId,
  contactEmail: orders.contactEmail,
  quantity: orders.quantity,
  currency: orders.currency,
  totalMinor: orders.totalMinor,
  orderStatusId: orders.orderStatusId,
  deliveryStatusId: orders.deliveryStatusId,
  createdAt: orders.createdAt,
};

/** What a desk search names: any of confirmation number, email, event id (all that are given). */
export interface OrderSearch {
  confirmation?: string;
  email?: string;
  eventId?: number;
  buyerId?: number;
}

/** Orders matching every given criterion, newest first. */
export function searchOrders(db: Db, search: OrderSearch) {
  const where: SQL[] = [];
  if (search.confirmation) {
    where.push(sql`upper(${orders.confirmationNumber}) = ${search.confirmation.toUpperCase()}`);
  }
  if (search.email) {
    const email = search.email.toLowerCase();
    const byAccount = db.select({ id: buyers.id }).from(buyers).where(eq(buyers.email, email));
    where.push(
      or(sql`lower(${orders.contactEmail}) = ${email}`, inArray(orders.buyerId, byAccount)) as SQL,
    );
  }
  if (search.eventId !== undefined) where.push(eq(orders.eventId, search.eventId));
  if (search.buyerId !== undefined) where.push(eq(orders.buyerId, search.buyerId));
  return db
    .select(orderSummary)
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_SEARCH_LIMIT);
}

/** One order with its event's name and the payment facts the desk shows (no card number). */
export async function deskOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({
      ...orderSummary,
      contactFirstName: orders.contactFirstName,
      contactLastName: orders.contactLastName,
      unitPriceMinor: orders.unitPriceMinor,
      feesMinor: orders.feesMinor,
      promoMinor: orders.promoMinor,
      promoCode: orders.promoCode,
      taxMinor: orders.taxMinor,
      cardBrand: orders.cardBrand,
      cardLast4: orders.cardLast4,
      paymentReference: orders.paymentReference,
      capturedAt: orders.capturedAt,
      eventStartsAt: events.startsAt,
      eventStatus: events.status,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** An order's refunds, oldest first. */
export function refundsOfOrder(db: Db, orderId: number) {
  return db
    .select({
      id: paymentRefunds.id,
      amountMinor: paymentRefunds.amountMinor,
      state: paymentRefunds.state,
      providerRefundId: paymentRefunds.providerRefundId,
      createdAt: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(asc(paymentRefunds.id));
}

/** What is left to refund of an order: its total less refunds done or under way; null: no order. */
export async function refundableMinor(db: Db, orderId: number): Promise<number | null> {
  const [order] = await db
    .select({ total: orders.totalMinor })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  return order.total - (await refundedMinor(db, orderId));
}

/**
 * Paid orders of an event (confirmed and captured, as the guarantee counts them) and their money
 * by currency: what a change of status would move.
 */
export function eventOrderTotals(db: Db, eventId: number) {
  return db
    .select({
      currency: orders.currency,
      orders: sql<number>`count(*)::int`,
      totalMinor: sql<number>`coalesce(sum(${orders.totalMinor}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), isPaidOrder()))
    .groupBy(orders.currency);
}

/** The newest events by date, with how many orders they hold (the desk's event list). */
export function deskEvents(db: Db, query: { q?: string; eventId?: number }, limit: number) {
  const where: SQL[] = [];
  if (query.eventId !== undefined) where.push(eq(events.id, query.eventId));
  if (query.q) where.push(nameContains(events.name, query.q));
  return db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      status: events.status,
      orders: sql<number>`count(${orders.id})::int`,
    })
    .from(events)
    .leftJoin(orders, eq(orders.eventId, events.id))
    .where(where.length > 0 ? and(...where) : undefined)
    .groupBy(events.id)
    .orderBy(desc(events.startsAt))
    .limit(limit);
}
