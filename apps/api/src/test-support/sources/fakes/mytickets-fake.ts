// The mytickets feed as our connector uses it (mytickets/mytickets-connector.ts): one GET of every
// listing and an order call.
import { type FakeUpstream, startFakeUpstream } from './fake-upstream';

/** A feed row as the fake lists it (raw: tests also list bad rows). */
export type MyticketsRow = { externalId: string; quantity?: number } & Record<string, unknown>;

export interface MyticketsState {
  listings: MyticketsRow[];
  refuseOrders: boolean;
  orders: { orderId: string; reference: string }[];
}

export interface MyticketsFake extends FakeUpstream {
  state: MyticketsState;
}

export async function startMyticketsFake(
  options: { token?: string; listings?: MyticketsRow[] } = {},
): Promise<MyticketsFake> {
  const state: MyticketsState = {
    listings: options.listings ?? [],
    refuseOrders: false,
    orders: [],
  };
  const fake = await startFakeUpstream((request) => {
    if (request.method === 'GET' && request.path === '/feed/listings') {
      return { status: 200, body: { listings: state.listings } };
    }
    if (request.method === 'POST' && request.path === '/feed/orders') {
      const body = request.body as {
        externalId?: unknown;
        quantity?: unknown;
        reference?: unknown;
      } | null;
      const reference = String(body?.reference ?? '');
      const placed = state.orders.find((o) => o.reference === reference);
      if (placed) return { status: 201, body: { orderId: placed.orderId } };
      const listing = state.listings.find((l) => l.externalId === body?.externalId);
      const quantity = Number(body?.quantity);
      if (state.refuseOrders || !listing || !reference || (listing.quantity ?? 0) < quantity) {
        return { status: 409, body: { error: 'Listing unavailable' } };
      }
      listing.quantity = (listing.quantity ?? 0) - quantity;
      const orderId = `MT-${state.orders.length + 1}`;
      state.orders.push({ orderId, reference });
      return { status: 201, body: { orderId } };
    }
    return { status: 404, body: { error: 'Not found' } };
  }, options);
  return Object.assign(fake, { state });
}
