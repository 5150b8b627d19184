// Ticket Evolution (tevo): listings are ticket groups read page by page; there is no seat lock in
// our integration (availability is confirmed when the order is placed), and an order names the
// ticket group and quantity with our reference. Contract: ADR 0013; fake: fakes/tevo-fake.ts.
import { orderReference, placeUpstreamOrder } from '../order-answer';
import { localSource } from '../source-adapter';
import type { SourceConnector } from '../source-connector';
import { callUpstream, type UpstreamEndpoint, UpstreamError } from '../upstream-http';

const PER_PAGE = 100;
const MAX_PAGES = 1_000;

export function tevoConnector(endpoint: UpstreamEndpoint): SourceConnector {
  return {
    source: 'tevo',
    lock: localSource.lock,
    relock: localSource.relock,
    release: localSource.release,
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
    async pullListings() {
      const rows: unknown[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = await callUpstream(
          endpoint,
          'GET',
          `/v9/ticket_groups?page=${page}&per_page=${PER_PAGE}`,
        );
        const body = answer.body as { ticket_groups?: unknown; total_entries?: unknown } | null;
        if (answer.status !== 200 || !Array.isArray(body?.ticket_groups)) {
          throw new UpstreamError(
            'server',
            `GET /v9/ticket_groups answered ${answer.status} without ticket groups`,
            answer.status,
          );
        }
        rows.push(...body.ticket_groups);
        const total = typeof body.total_entries === 'number' ? body.total_entries : rows.length;
        if (body.ticket_groups.length < PER_PAGE || rows.length >= total) break;
      }
      return rows;
    },
  };
}
