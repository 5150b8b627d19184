import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { holdShippingAddresses, orderDeliveries, ticketFiles } from '@reprise/db/schema/delivery';
import { holds } from '@reprise/db/schema/holds';
import { listings, ticketingSystems } from '@reprise/db/schema/listings';
import { orders } from '@reprise/db/schema/orders';
import { venues } from '@reprise/db/schema/place';
import { DELIVERY_STATUS_IDS } from '@reprise/domain/ids';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';

export type DeliveryRow = typeof orderDeliveries.$inferSelect;
export type ShippingAddressRow = typeof holdShippingAddresses.$inferSelect;

export type ListingRow = typeof listings.$inferSelect;

/** The order with its listing and event, as delivery needs them. */
export async function findOrderForDelivery(db: Db, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      listing: listings,
      eventName: events.name,
      eventStartsAt: events.startsAt,
      venueName: venues.name,
      venueAddress: venues.address,
      venueTimezone: venues.timezone,
      source: ticketingSystems.name,
    })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .innerJoin(ticketingSystems, eq(ticketingSystems.id, listings.ticketingSystemId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export type OrderForDelivery = NonNullable<Awaited<ReturnType<typeof findOrderForDelivery>>>;

export async function findDelivery(db: Db, orderId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, orderId));
  return row;
}

export async function updateDelivery(
  db: Db,
  orderId: number,
  values: Partial<typeof orderDeliveries.$inferInsert>,
) {
  await db.update(orderDeliveries).set(values).where(eq(orderDeliveries.orderId, orderId));
}

/** The shipping address given for the order's hold, if any. */
export async function shippingAddressOfHold(db: Db, holdId: number) {
  const [row] = await db
    .select()
    .from(holdShippingAddresses)
    .where(eq(holdShippingAddresses.holdId, holdId));
  return row;
}

export async function saveShippingAddress(
  db: Db,
  values: typeof holdShippingAddresses.$inferInsert,
) {
  const { holdId, ...address } = values;
  await db
    .insert(holdShippingAddresses)
    .values(values)
    .onConflictDoUpdate({ target: holdShippingAddresses.holdId, set: address });
}

/** Orders still waiting for delivery whose source is one of `sources`, least recently asked first. */
export function pendingSourceOrders(db: Db, sources: readonly string[], limit: number) {
  if (sources.length === 0) return Promise.resolve([]);
  return db
    .select({ orderId: orders.id })
    .from(orders)
    .innerJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.id))
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(ticketingSystems, eq(ticketingSystems.id, listings.ticketingSystemId))
    .where(
      and(
        inArray(orders.deliveryStatusId, [
          DELIVERY_STATUS_IDS.pending,
          DELIVERY_STATUS_IDS.incompleted,
        ]),
        inArray(ticketingSystems.name, [...sources]),
      ),
    )
    .orderBy(sql`${orderDeliveries.checkedAt} asc nulls first`, asc(orders.id))
    .limit(limit);
}

/** Pending orders whose delivery deadline passed before `now`. */
export function overdueOrders(db: Db, now: Date, limit: number) {
  return db
    .select({ orderId: orders.id })
    .from(orders)
    .innerJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.id))
    .where(
      and(
        eq(orders.deliveryStatusId, DELIVERY_STATUS_IDS.pending),
        lt(orderDeliveries.deadlineAt, now),
      ),
    )
    .orderBy(asc(orderDeliveries.deadlineAt))
    .limit(limit);
}

export function ticketFilesOf(db: Db, orderId: number) {
  return db.select().from(ticketFiles).where(eq(ticketFiles.orderId, orderId));
}

export async function insertTicketFile(db: Db, values: typeof ticketFiles.$inferInsert) {
  await db
    .insert(ticketFiles)
    .values(values)
    .onConflictDoNothing({ target: [ticketFiles.orderId, ticketFiles.ticketIndex] });
}

/** A hold as the shipping-address call checks it: its session, state and ticket type. */
export async function findHoldForShipping(db: Db, holdId: number) {
  const [row] = await db
    .select({
      sessionId: holds.sessionId,
      convertedAt: holds.convertedAt,
      releasedAt: holds.releasedAt,
      ticketTypeId: listings.ticketTypeId,
    })
    .from(holds)
    .innerJoin(listings, eq(listings.id, holds.listingId))
    .where(eq(holds.id, holdId));
  return row;
}

/** Orders whose delivery is incompleted (late or failed), the oldest deadline first. */
export function incompletedOrders(db: Db, limit: number) {
  return db
    .select({
      orderId: orders.id,
      confirmationNumber: orders.confirmationNumber,
      contactEmail: orders.contactEmail,
      eventName: events.name,
      eventStartsAt: events.startsAt,
      deadlineAt: orderDeliveries.deadlineAt,
      method: orderDeliveries.method,
    })
    .from(orders)
    .innerJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.id))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.deliveryStatusId, DELIVERY_STATUS_IDS.incompleted))
    .orderBy(asc(orderDeliveries.deadlineAt), asc(orders.id))
    .limit(limit);
}
