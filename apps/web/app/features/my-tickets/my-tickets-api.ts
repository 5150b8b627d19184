import type { DeliveryView } from '@reprise/domain/schemas/fulfilment';
import type { ApiClient } from '../../lib/api-client';
import { orNotFound } from '../../lib/or-not-found';
import type { Order, OrderList } from '../checkout/checkout-types';

// The order calls of the API contract (ADR 0010: /order/order-tickets, /ticket/mytickets).

/** Orders the My Tickets list loads per page. */
export const MY_TICKETS_PAGE_SIZE = 20;

/** One order of the signed-in buyer (404 ORDER_NOT_FOUND for anyone else's). */
export async function fetchOrder(api: ApiClient, orderId: number): Promise<Order> {
  return (await api.get<{ data: Order }>(`/api/order/order-tickets/${orderId}`)).data;
}

/** The signed-in buyer's orders, newest first. */
export async function fetchMyTickets(
  api: ApiClient,
  page: { limit: number; offset: number },
): Promise<OrderList> {
  return (await api.post<{ data: OrderList }>('/api/ticket/mytickets', { ...page })).data;
}

/** How one of the buyer's orders is being delivered, with fresh short-lived ticket links. */
export async function fetchDelivery(api: ApiClient, orderId: number): Promise<DeliveryView> {
  return (await api.get<{ data: DeliveryView }>(`/api/order/order-tickets/${orderId}/delivery`))
    .data;
}

/**
 * A page's read of one of the buyer's orders and its delivery, side by side; someone else's order
 * answers 404 ORDER_NOT_FOUND, so the page is a 404 too.
 */
export async function fetchOrderPage(
  api: ApiClient,
  orderId: number,
): Promise<{ order: Order; delivery: DeliveryView }> {
  const [order, delivery] = await orNotFound(
    Promise.all([fetchOrder(api, orderId), fetchDelivery(api, orderId)]),
  );
  return { order, delivery };
}
