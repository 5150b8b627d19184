// TicketNetwork Mercury as our connector uses it (ticket-network/mercury-connector.ts): ticket
// groups by page; seat locks known by a lockRequestId that expire unless renewed (a re-lock) or
// bought; orders that buy a live lock. Locks and orders can be made to refuse.
import { randomUUID } from 'node:crypto';
import { type FakeDelivery, type OrderingFake, pageOf, startOrderingFake } from './fake-upstream';

/** A ticket group as the fake lists it (raw: tests also list bad rows). */
export type MercuryRow = {
  ticketGroupId: number | string;
  quantity: { available: number; splits?: number[] | null };
} & Record<string, unknown>;

export interface MercuryLock {
  lockRequestId: string;
  ticketGroupId: string;
  quantity: number;
  expiresAt: number;
  status: 'locked' | 'released' | 'bought';
}

export interface MercuryState {
  ticketGroups: MercuryRow[];
  locks: Map<string, MercuryLock>;
  orders: { orderId: number; lockRequestId: string; clientReference: string }[];
  /** New locks are refused (409) while true. */
  refuseLocks: boolean;
  /** Re-locks (PUT) are refused (409) while true. */
  refuseRelocks: boolean;
  /** Releases (DELETE) answer 500 while true. */
  failReleases: boolean;
  /** Orders are refused (409) while true. */
  refuseOrders: boolean;
  /** How long a lock lives unless renewed or bought. */
  lockTtlMs: number;
}

/** Each order's delivery is by Mercury's order id (as a string). */
export interface MercuryFake extends OrderingFake<MercuryState> {
  /** Locks that are live now. */
  liveLocks(): MercuryLock[];
}

const PER_PAGE = 50;

export async function startMercuryFake(
  options: { token?: string; ticketGroups?: MercuryRow[]; lockTtlMs?: number } = {},
): Promise<MercuryFake> {
  const state: MercuryState = {
    ticketGroups: options.ticketGroups ?? [],
    locks: new Map(),
    orders: [],
    refuseLocks: false,
    refuseRelocks: false,
    failReleases: false,
    refuseOrders: false,
    lockTtlMs: options.lockTtlMs ?? 15 * 60_000,
  };
  const live = (lock: MercuryLock | undefined) =>
    lock && lock.status === 'locked' && lock.expiresAt > Date.now() ? lock : undefined;
  const lockedQuantity = (ticketGroupId: string, except?: string) =>
    [...state.locks.values()]
      .filter((l) => live(l) && l.ticketGroupId === ticketGroupId && l.lockRequestId !== except)
      .reduce((sum, l) => sum + l.quantity, 0);
  const group = (id: string) => state.ticketGroups.find((g) => String(g.ticketGroupId) === id);
  const fits = (id: string, quantity: number, except?: string) => {
    const g = group(id);
    return !!g && quantity >= 1 && g.quantity.available - lockedQuantity(id, except) >= quantity;
  };
  const lockBody = (lock: MercuryLock) => ({
    lockRequestId: lock.lockRequestId,
    ticketGroupId: lock.ticketGroupId,
    quantity: lock.quantity,
    expiresAt: new Date(lock.expiresAt).toISOString(),
  });

  const orders = {
    path: '/mercury/v5/orders',
    taken: (id: string) => state.orders.some((o) => String(o.orderId) === id),
    status: (id: string, d: FakeDelivery) => ({
      orderId: Number(id),
      status: d.state[0]!.toUpperCase() + d.state.slice(1),
      carrier: d.carrier ?? null,
      trackingNumber: d.trackingNumber ?? null,
      transferEmail: d.transferEmail ?? null,
      failureReason: d.reason ?? null,
      documents: d.files.map((f) => ({ seatIndex: f.ticketIndex, contentBase64: f.pdfBase64 })),
    }),
  };
  const fake = await startOrderingFake(
    state,
    orders,
    (request) => {
      const { method, path } = request;
      if (method === 'GET' && path === '/mercury/v5/ticketgroups') {
        const page = Number(request.query.get('page') ?? '1');
        return {
          status: 200,
          body: {
            ticketGroups: pageOf(state.ticketGroups, page, PER_PAGE),
            page,
            totalPages: Math.max(1, Math.ceil(state.ticketGroups.length / PER_PAGE)),
          },
        };
      }
      if (method === 'POST' && path === '/mercury/v5/locks') {
        const body = request.body as { ticketGroupId?: unknown; quantity?: unknown } | null;
        const id = String(body?.ticketGroupId ?? '');
        const quantity = Number(body?.quantity);
        if (state.refuseLocks || !fits(id, quantity)) {
          return { status: 409, body: { error: 'Tickets are not available to lock' } };
        }
        const lock: MercuryLock = {
          lockRequestId: randomUUID(),
          ticketGroupId: id,
          quantity,
          expiresAt: Date.now() + state.lockTtlMs,
          status: 'locked',
        };
        state.locks.set(lock.lockRequestId, lock);
        return { status: 201, body: lockBody(lock) };
      }
      const lockPath = /^\/mercury\/v5\/locks\/([^/]+)$/.exec(path);
      if (lockPath) {
        const lock = live(state.locks.get(decodeURIComponent(lockPath[1]!)));
        if (method === 'PUT') {
          if (!lock) return { status: 404, body: { error: 'Lock not found or expired' } };
          const quantity = Number((request.body as { quantity?: unknown } | null)?.quantity);
          if (state.refuseRelocks || !fits(lock.ticketGroupId, quantity, lock.lockRequestId)) {
            return { status: 409, body: { error: 'Tickets are not available to lock' } };
          }
          lock.quantity = quantity;
          lock.expiresAt = Date.now() + state.lockTtlMs;
          return { status: 200, body: lockBody(lock) };
        }
        if (method === 'DELETE') {
          if (state.failReleases) return { status: 500, body: { error: 'Internal error' } };
          if (!lock) return { status: 404, body: { error: 'Lock not found or expired' } };
          lock.status = 'released';
          return { status: 204 };
        }
      }
      if (method === 'POST' && path === '/mercury/v5/orders') {
        const body = request.body as { lockRequestId?: unknown; clientReference?: unknown } | null;
        const reference = String(body?.clientReference ?? '');
        const placed = state.orders.find((o) => o.clientReference === reference);
        if (placed) return { status: 201, body: { orderId: placed.orderId } };
        const lock = live(state.locks.get(String(body?.lockRequestId ?? '')));
        if (state.refuseOrders)
          return { status: 409, body: { error: 'Order refused by the seller' } };
        if (!lock || !reference)
          return { status: 409, body: { error: 'Lock not found or expired' } };
        const g = group(lock.ticketGroupId);
        if (g) g.quantity.available -= lock.quantity;
        lock.status = 'bought';
        const orderId = 90_000 + state.orders.length + 1;
        state.orders.push({
          orderId,
          lockRequestId: lock.lockRequestId,
          clientReference: reference,
        });
        return { status: 201, body: { orderId } };
      }
    },
    options,
  );
  return Object.assign(fake, {
    liveLocks: () => [...state.locks.values()].filter((l) => live(l)),
  });
}
