// The mytickets feed as our connector uses it (mytickets/mytickets-connector.ts): one GET of every
// listing and an order call.
import type { FakeDelivery, ListingStock, OrderingFake, OrderRequest } from './fake-upstream';
import { startStockFake, takeStock } from './fake-upstream';

/** A feed row as the fake lists it (raw: tests also list bad rows). */
export type MyticketsRow = { externalId: string; quantity?: number } & Record<string, unknown>;

export type MyticketsState = ListingStock<MyticketsRow>;

/** Each order's delivery is by the feed's order id. */
export type MyticketsFake = OrderingFake<MyticketsState>;

export function startMyticketsFake(
  options: { token?: string; listings?: MyticketsRow[] } = {},
): Promise<MyticketsFake> {
  const orders = {
    path: '/feed/orders',
    status: (id: string, d: FakeDelivery) => ({
      orderId: id,
      delivery: {
        state: d.state,
        carrier: d.carrier ?? null,
        tracking: d.trackingNumber ?? null,
        transferTo: d.transferEmail ?? null,
        reason: d.reason ?? null,
        files: d.files.map((f) => ({ index: f.ticketIndex, pdf: f.pdfBase64 })),
      },
    }),
  };
  return startStockFake(options, orders, (request, error, state) => {
    if (request.method === 'GET' && request.path === '/feed/listings') {
      return { status: 200, body: { listings: state.listings } };
    }
    if (request.method === 'POST' && request.path === '/feed/orders') {
      const body = request.body as (OrderRequest & { externalId?: unknown }) | null;
      const listing = state.listings.find((l) => l.externalId === body?.externalId);
      const orderId = takeStock(state, listing, body, (n) => `MT-${n}`);
      return orderId
        ? { status: 201, body: { orderId } }
        : { status: 409, body: error('Listing unavailable') };
    }
  });
}
