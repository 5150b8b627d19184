// Automatiq: listings read by offset; no seat lock; an order names the listing, the quantity and
// our reference. Contract: ADR 0013; fake: fakes/automatiq-fake.ts.
import { orderReference, placeUpstreamOrder } from '../order-answer';
import { noUpstreamLocks } from '../source-adapter';
import type { SourceConnector } from '../source-connector';
import { callUpstream, getFeedRows, type UpstreamEndpoint } from '../upstream-http';

const LIMIT = 200;
const MAX_PAGES = 1_000;

export function automatiqConnector(endpoint: UpstreamEndpoint): SourceConnector {
  return {
    source: 'automatiq',
    ...noUpstreamLocks,
    placeOrder: (request) =>
      placeUpstreamOrder(
        () =>
          callUpstream(endpoint, 'POST', '/v1/orders', {
            listing_id: request.externalId,
            quantity: request.quantity,
            reference: orderReference(request.orderId),
          }),
        (body) => (body as { order_id?: unknown } | null)?.order_id,
      ),
    async pullListings() {
      const rows: unknown[] = [];
      let offset: number | null = 0;
      for (let page = 0; offset !== null && page < MAX_PAGES; page++) {
        const { rows: listings, body } = await getFeedRows(
          endpoint,
          `/v1/listings?offset=${offset}&limit=${LIMIT}`,
          'listings',
        );
        rows.push(...listings);
        offset = typeof body.next_offset === 'number' ? body.next_offset : null;
      }
      return rows;
    },
  };
}
