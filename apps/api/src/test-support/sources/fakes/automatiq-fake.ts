// Automatiq's API as our connector uses it (automatiq/automatiq-connector.ts): listings by offset
// and orders that take stock or are refused.
import {
  FakeDeliveries,
  type FakeUpstream,
  type ListingStock,
  orderStatusRequest,
  startFakeUpstream,
  takeStock,
} from './fake-upstream';

/** A listing as the fake lists it (raw: tests also list bad rows). */
export type AutomatiqRow = { listing_id: number | string; quantity?: number } & Record<
  string,
  unknown
>;

export type AutomatiqState = ListingStock<AutomatiqRow>;

export interface AutomatiqFake extends FakeUpstream {
  state: AutomatiqState;
  /** Each order's delivery, by automatiq's order id. */
  deliveries: FakeDeliveries;
}

const AUTOMATIQ_STATE_WORDS = {
  pending: 'open',
  shipped: 'in_transit',
  transferred: 'transfer_accepted',
  delivered: 'fulfilled',
  failed: 'failed',
} as const;

export async function startAutomatiqFake(
  options: { token?: string; listings?: AutomatiqRow[] } = {},
): Promise<AutomatiqFake> {
  const state: AutomatiqState = {
    listings: options.listings ?? [],
    refuseOrders: false,
    orders: [],
  };
  const deliveries = new FakeDeliveries();
  const fake = await startFakeUpstream((request) => {
    const asked = orderStatusRequest(request, '/v1/orders');
    if (asked !== null) {
      if (!state.orders.some((o) => o.orderId === asked)) {
        return { status: 404, body: { message: 'Order not found' } };
      }
      const d = deliveries.of(asked);
      return {
        status: 200,
        body: {
          order_id: asked,
          fulfillment_status: AUTOMATIQ_STATE_WORDS[d.state],
          tracking: d.carrier ? { carrier: d.carrier, number: d.trackingNumber } : null,
          transfer: d.transferEmail ? { recipient: d.transferEmail } : null,
          failure_reason: d.reason ?? null,
          files: d.files.map((f) => ({ ticket: f.ticketIndex, content: f.pdfBase64 })),
        },
      };
    }
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
      const body = request.body as {
        listing_id?: unknown;
        quantity?: unknown;
        reference?: unknown;
      } | null;
      const listing = state.listings.find((l) => String(l.listing_id) === String(body?.listing_id));
      const reference = String(body?.reference ?? '');
      const orderId = takeStock(
        state,
        listing,
        reference,
        Number(body?.quantity),
        (n) => `AQO-${n}`,
      );
      return orderId
        ? { status: 201, body: { order_id: orderId } }
        : { status: 409, body: { message: 'Listing unavailable' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  }, options);
  return Object.assign(fake, { state, deliveries });
}
