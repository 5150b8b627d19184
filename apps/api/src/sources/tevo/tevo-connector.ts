// Ticket Evolution (tevo): listings are ticket groups read page by page; there is no seat lock in
// our integration (availability is confirmed when the order is placed), and an order names the
// ticket group and quantity with our reference. Contract: ADR 0013; fake: fakes/tevo-fake.ts.
import { orderReference, placeUpstreamOrder } from '../order-answer';
import { noUpstreamLocks } from '../source-adapter';
import type { SourceConnector } from '../source-connector';
import { orderDeliveryAt, upstreamFiles, upstreamState } from '../source-delivery';
import { callUpstream, getFeedRows, MAX_FEED_PAGES, type UpstreamEndpoint } from '../upstream-http';

const PER_PAGE = 100;
const TEVO_STATES = {
  pending: 'pending',
  accepted: 'pending',
  shipped: 'shipped',
  delivered: 'delivered',
  completed: 'delivered',
  transferred: 'transferred',
  rejected: 'failed',
  cancelled: 'failed',
} as const;

export function tevoConnector(endpoint: UpstreamEndpoint): SourceConnector {
  return {
    source: 'tevo',
    ...noUpstreamLocks,
    placeOrder: (request) =>
      placeUpstreamOrder(
        () =>
          callUpstream(endpoint, 'POST', '/v9/orders', {
            orders: [
              {
                external_reference: orderReference(request.orderId),
                items: [{ ticket_group_id: request.externalId, quantity: request.quantity }],
              },
            ],
          }),
        (body) => (body as { orders?: { id?: unknown }[] } | null)?.orders?.[0]?.id,
      ),
    // GET /v9/orders/:id: state, shipments[0] {carrier, tracking_number}, transfer {email},
    // etickets [{position, pdf}] (base64).
    orderDelivery: orderDeliveryAt(endpoint, '/v9/orders', (body) => {
      const state = upstreamState(body.state, TEVO_STATES);
      if (!state) return null;
      const shipment = (
        body.shipments as { carrier?: unknown; tracking_number?: unknown }[] | undefined
      )?.[0];
      return {
        state,
        carrier: shipment?.carrier,
        trackingNumber: shipment?.tracking_number,
        transferEmail: (body.transfer as { email?: unknown } | null | undefined)?.email,
        reason: body.rejection_reason,
        files: upstreamFiles(
          body.etickets,
          (row) => Number(row.position) - 1,
          (row) => row.pdf,
        ),
      };
    }),
    async pullListings() {
      const rows: unknown[] = [];
      for (let page = 1; page <= MAX_FEED_PAGES; page++) {
        const { rows: groups, body } = await getFeedRows(
          endpoint,
          `/v9/ticket_groups?page=${page}&per_page=${PER_PAGE}`,
          'ticket_groups',
        );
        rows.push(...groups);
        const total = typeof body.total_entries === 'number' ? body.total_entries : rows.length;
        if (groups.length < PER_PAGE || rows.length >= total) break;
      }
      return rows;
    },
  };
}
