// Automatiq: listings read by offset; no seat lock; an order names the listing, the quantity and
// our reference. Contract: ADR 0013; fake: fakes/automatiq-fake.ts.
import { orderReference, placeUpstreamOrder } from '../order-answer';
import { noUpstreamLocks } from '../source-adapter';
import type { SourceConnector } from '../source-connector';
import { orderDeliveryAt, upstreamFiles, upstreamState } from '../source-delivery';
import { callUpstream, getFeedRows, MAX_FEED_PAGES, type UpstreamEndpoint } from '../upstream-http';

const LIMIT = 200;
const AUTOMATIQ_STATES = {
  open: 'pending',
  in_transit: 'shipped',
  fulfilled: 'delivered',
  transfer_accepted: 'transferred',
  failed: 'failed',
} as const;

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
    // GET /v1/orders/:id: fulfillment_status, tracking {carrier, number}, transfer {recipient},
    // files [{ticket, content}] (base64, ticket counted from 0).
    orderDelivery: orderDeliveryAt(endpoint, '/v1/orders', (body) => {
      const state = upstreamState(body.fulfillment_status, AUTOMATIQ_STATES);
      if (!state) return null;
      const tracking = body.tracking as { carrier?: unknown; number?: unknown } | null | undefined;
      return {
        state,
        carrier: tracking?.carrier,
        trackingNumber: tracking?.number,
        transferEmail: (body.transfer as { recipient?: unknown } | null | undefined)?.recipient,
        reason: body.failure_reason,
        files: upstreamFiles(
          body.files,
          (row) => row.ticket,
          (row) => row.content,
        ),
      };
    }),
    async pullListings() {
      const rows: unknown[] = [];
      let offset: number | null = 0;
      for (let page = 0; offset !== null && page < MAX_FEED_PAGES; page++) {
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
