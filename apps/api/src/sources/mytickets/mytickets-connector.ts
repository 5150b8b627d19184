// mytickets: our own feed format (one GET of every listing) and an order call. Contract: ADR 0013;
// fake: fakes/mytickets-fake.ts.
import { orderReference, placeUpstreamOrder } from '../order-answer';
import { noUpstreamLocks } from '../source-adapter';
import type { SourceConnector } from '../source-connector';
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
    async pullListings() {
      return (await getFeedRows(endpoint, '/feed/listings', 'listings')).rows;
    },
  };
}
