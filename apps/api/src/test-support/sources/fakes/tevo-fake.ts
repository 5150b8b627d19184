// Ticket Evolution's API as our connector uses it (tevo/tevo-connector.ts): ticket groups by page,
// and orders that take stock or are refused.
import { type FakeDelivery, type OrderingFake, pageOf, startOrderingFake } from './fake-upstream';

/** A ticket group as the fake lists it (raw: tests also list bad rows). */
export type TevoRow = { id: number | string; available_quantity?: number } & Record<
  string,
  unknown
>;

export interface TevoState {
  /** The ticket groups it lists (edit freely between pulls). */
  ticketGroups: TevoRow[];
  /** When true every order is refused (422). */
  refuseOrders: boolean;
  orders: { id: number; reference: string; ticketGroupId: string; quantity: number }[];
}

/** Each order's delivery is by tevo's order id (as a string). */
export type TevoFake = OrderingFake<TevoState>;

const TEVO_STATE_WORDS = {
  pending: 'accepted',
  shipped: 'shipped',
  transferred: 'transferred',
  delivered: 'delivered',
  failed: 'rejected',
} as const;

export function startTevoFake(
  options: { token?: string; ticketGroups?: TevoRow[] } = {},
): Promise<TevoFake> {
  const state: TevoState = {
    ticketGroups: options.ticketGroups ?? [],
    refuseOrders: false,
    orders: [],
  };
  const orders = {
    path: '/v9/orders',
    taken: (id: string) => state.orders.some((o) => String(o.id) === id),
    status: (id: string, d: FakeDelivery) => ({
      id: Number(id),
      state: TEVO_STATE_WORDS[d.state],
      shipments: d.carrier ? [{ carrier: d.carrier, tracking_number: d.trackingNumber }] : [],
      transfer: d.transferEmail ? { email: d.transferEmail } : null,
      rejection_reason: d.reason ?? null,
      etickets: d.files.map((f) => ({ position: f.ticketIndex + 1, pdf: f.pdfBase64 })),
    }),
  };
  return startOrderingFake(
    state,
    orders,
    (request) => {
      if (request.method === 'GET' && request.path === '/v9/ticket_groups') {
        const page = Number(request.query.get('page') ?? '1');
        const perPage = Number(request.query.get('per_page') ?? '100');
        return {
          status: 200,
          body: {
            ticket_groups: pageOf(state.ticketGroups, page, perPage),
            current_page: page,
            per_page: perPage,
            total_entries: state.ticketGroups.length,
          },
        };
      }
      if (request.method === 'POST' && request.path === '/v9/orders') {
        const order = (
          request.body as {
            orders?: {
              external_reference?: string;
              items?: { ticket_group_id?: string; quantity?: number }[];
            }[];
          }
        )?.orders?.[0];
        const item = order?.items?.[0];
        if (!order?.external_reference || !item?.ticket_group_id || !item.quantity) {
          return {
            status: 422,
            body: { error: 'orders[0] needs external_reference and one item' },
          };
        }
        const placed = state.orders.find((o) => o.reference === order.external_reference);
        if (placed) return { status: 201, body: { orders: [{ id: placed.id, state: 'pending' }] } };
        const group = state.ticketGroups.find((g) => String(g.id) === item.ticket_group_id);
        if (state.refuseOrders || !group || (group.available_quantity ?? 0) < item.quantity) {
          return {
            status: 422,
            body: { error: 'Ticket group no longer available in that quantity' },
          };
        }
        group.available_quantity = (group.available_quantity ?? 0) - item.quantity;
        const id = 70_000 + state.orders.length + 1;
        state.orders.push({
          id,
          reference: order.external_reference,
          ticketGroupId: item.ticket_group_id,
          quantity: item.quantity,
        });
        return { status: 201, body: { orders: [{ id, state: 'pending' }] } };
      }
    },
    options,
  );
}
