// mytickets: our own feed format (one GET of every listing) and an order call. Contract: ADR 0013;
// fake: fakes/mytickets-fake.ts.
import { orderReference, placeUpstreamOrder } from '../order-answer';
import { localSource } from '../source-adapter';
import type { SourceConnector } from '../source-connector';
import { callUpstream, type UpstreamEndpoint, UpstreamError } from '../upstream-http';

export function myticketsConnector(endpoint: UpstreamEndpoint): SourceConnector {
  return {
    source: 'mytickets',
    lock: localSource.lock,
    relock: localSource.relock,
    release: localSource.release,
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
      const answer = await callUpstream(endpoint, 'GET', '/feed/listings');
      const body = answer.body as { listings?: unknown } | null;
      if (answer.status !== 200 || !Array.isArray(body?.listings)) {
        throw new UpstreamError(
          'server',
          `GET /feed/listings answered ${answer.status} without listings`,
          answer.status,
        );
      }
      return body.listings;
    },
  };
}
