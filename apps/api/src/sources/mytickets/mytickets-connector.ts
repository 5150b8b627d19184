// mytickets: our own feed format (one GET of every listing) and an order call. Contract: ADR 0013;
// fake: fakes/mytickets-fake.ts.
import { orderReference, placeUpstreamOrder } from '../order-answer';
import { noUpstreamLocks } from '../source-adapter';
import type { SourceConnector } from '../source-connector';
import { readUpstreamDelivery, upstreamFiles, upstreamState } from '../source-delivery';
import { callUpstream, getFeedRows, type UpstreamEndpoint } from '../upstream-http';

const MYTICKETS_STATES = {
  pending: 'pending',
  shipped: 'shipped',
  delivered: 'delivered',
  transferred: 'transferred',
  failed: 'failed',
} as const;

export function myticketsConnector(endpoint: UpstreamEndpoint): SourceConnector {
  return {
    source: 'mytickets',
    ...noUpstreamLocks,
    placeOrder: (request) =>
      placeUpstreamOrder(
        () =>
          callUpstream(endpoint, 'POST', '/feed/orders', {
            externalId: request.externalId,
            quantity: request.quantity,
            reference: orderReference(request.orderId),
          }),
        (body) => (body as { orderId?: unknown } | null)?.orderId,
      ),
    // GET /feed/orders/:id: delivery {state, carrier, tracking, transferTo, files [{index, pdf}]}.
    orderDelivery: (query) =>
      readUpstreamDelivery(
        query,
        (id) => callUpstream(endpoint, 'GET', `/feed/orders/${encodeURIComponent(id)}`),
        (body) => {
          const delivery = (body.delivery ?? {}) as Record<string, unknown>;
          const state = upstreamState(delivery.state, MYTICKETS_STATES);
          if (!state) return null;
          return {
            state,
            carrier: delivery.carrier,
            trackingNumber: delivery.tracking,
            transferEmail: delivery.transferTo,
            reason: delivery.reason,
            files: upstreamFiles(
              delivery.files,
              (row) => row.index,
              (row) => row.pdf,
            ),
          };
        },
      ),
    async pullListings() {
      return (await getFeedRows(endpoint, '/feed/listings', 'listings')).rows;
    },
  };
}
