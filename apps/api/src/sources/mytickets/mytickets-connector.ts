// mytickets: our own feed format (one GET of every listing) and an order call. Contract: ADR 0013;
// fake: fakes/mytickets-fake.ts.
import { orderReference, placeUpstreamOrder } from '../order-answer';
import { noUpstreamLocks } from '../source-adapter';
import type { SourceConnector } from '../source-connector';
import { OUR_STATE_WORDS, orderDeliveryAt, upstreamFiles, upstreamState } from '../source-delivery';
import { callUpstream, getFeedRows, type UpstreamEndpoint } from '../upstream-http';

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
    orderDelivery: orderDeliveryAt(endpoint, '/feed/orders', (body) => {
      const delivery = (body.delivery ?? {}) as Record<string, unknown>;
      const state = upstreamState(delivery.state, OUR_STATE_WORDS);
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
    }),
    async pullListings() {
      return (await getFeedRows(endpoint, '/feed/listings', 'listings')).rows;
    },
  };
}
