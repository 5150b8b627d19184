// Automatiq's API as our connector uses it (automatiq/automatiq-connector.ts): listings by offset
// and orders that take stock or are refused.
import type { FakeDelivery, ListingStock, OrderingFake, OrderRequest } from './fake-upstream';
import { startStockFake, takeStock } from './fake-upstream';

/** A listing as the fake lists it (raw: tests also list bad rows). */
export type AutomatiqRow = { listing_id: number | string; quantity?: number } & Record<
  string,
  unknown
>;

export type AutomatiqState = ListingStock<AutomatiqRow>;

/** Each order's delivery is by automatiq's order id. */
export type AutomatiqFake = OrderingFake<AutomatiqState>;

const AUTOMATIQ_STATE_WORDS = {
  pending: 'open',
  shipped: 'in_transit',
  transferred: 'transfer_accepted',
  delivered: 'fulfilled',
  failed: 'failed',
} as const;

export function startAutomatiqFake(
  options: { token?: string; listings?: AutomatiqRow[] } = {},
): Promise<AutomatiqFake> {
  const orders = {
    path: '/v1/orders',
    status: (id: string, d: FakeDelivery) => ({
      order_id: id,
      fulfillment_status: AUTOMATIQ_STATE_WORDS[d.state],
      tracking: d.carrier ? { carrier: d.carrier, number: d.trackingNumber } : null,
      transfer: d.transferEmail ? { recipient: d.transferEmail } : null,
      failure_reason: d.reason ?? null,
      files: d.files.map((f) => ({ ticket: f.ticketIndex, content: f.pdfBase64 })),
    }),
    errorKey: 'message',
  };
  return startStockFake(options, orders, (request, error, state) => {
    if (request.method === 'GET' && request.path === '/v1/listings') {
      const offset = Number(request.query.get('offset') ?? '0');
      const limit = Number(request.query.get('limit') ?? '200');
      const next = offset + limit;
      return {
        status: 200,
        body: {
          listings: state.listings.slice(offset, next),
          next_offset: next < state.listings.length ? next : null,
        },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/orders') {
      const body = request.body as (OrderRequest & { listing_id?: unknown }) | null;
      const listing = state.listings.find((l) => String(l.listing_id) === String(body?.listing_id));
      const orderId = takeStock(state, listing, body, (n) => `AQO-${n}`);
      return orderId
        ? { status: 201, body: { order_id: orderId } }
        : { status: 409, body: error('Listing unavailable') };
    }
  });
}
