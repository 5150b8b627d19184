// The mytickets feed as our connector uses it (mytickets/mytickets-connector.ts): one GET of every
// listing and an order call.
import {
  FakeDeliveries,
  type FakeUpstream,
  type ListingStock,
  orderStatusRequest,
  startFakeUpstream,
  takeStock,
} from './fake-upstream';

/** A feed row as the fake lists it (raw: tests also list bad rows). */
export type MyticketsRow = { externalId: string; quantity?: number } & Record<string, unknown>;

export type MyticketsState = ListingStock<MyticketsRow>;

export interface MyticketsFake extends FakeUpstream {
  state: MyticketsState;
  /** Each order's delivery, by the feed's order id. */
  deliveries: FakeDeliveries;
}

export async function startMyticketsFake(
  options: { token?: string; listings?: MyticketsRow[] } = {},
): Promise<MyticketsFake> {
  const state: MyticketsState = {
    listings: options.listings ?? [],
    refuseOrders: false,
    orders: [],
  };
  const deliveries = new FakeDeliveries();
  const fake = await startFakeUpstream((request) => {
    const asked = orderStatusRequest(request, '/feed/orders');
    if (asked !== null) {
      if (!state.orders.some((o) => o.orderId === asked)) {
        return { status: 404, body: { error: 'Order not found' } };
      }
      const d = deliveries.of(asked);
      return {
        status: 200,
        body: {
          orderId: asked,
          delivery: {
            state: d.state,
            carrier: d.carrier ?? null,
            tracking: d.trackingNumber ?? null,
            transferTo: d.transferEmail ?? null,
            reason: d.reason ?? null,
            files: d.files.map((f) => ({ index: f.ticketIndex, pdf: f.pdfBase64 })),
          },
        },
      };
    }
    if (request.method === 'GET' && request.path === '/feed/listings') {
      return { status: 200, body: { listings: state.listings } };
    }
    if (request.method === 'POST' && request.path === '/feed/orders') {
      const body = request.body as {
        externalId?: unknown;
        quantity?: unknown;
        reference?: unknown;
      } | null;
      const listing = state.listings.find((l) => l.externalId === body?.externalId);
      const reference = String(body?.reference ?? '');
      const orderId = takeStock(
        state,
        listing,
        reference,
        Number(body?.quantity),
        (n) => `MT-${n}`,
      );
      return orderId
        ? { status: 201, body: { orderId } }
        : { status: 409, body: { error: 'Listing unavailable' } };
    }
    return { status: 404, body: { error: 'Not found' } };
  }, options);
  return Object.assign(fake, { state, deliveries });
}
