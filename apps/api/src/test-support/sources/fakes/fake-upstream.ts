// A real HTTP server (node:http on a free local port) that plays one source's API for the tests and
// the demo, with the failures a real one has: calls that never answer (timeouts), 5xx answers, and
// whatever refusals each source's fake adds (a lock refused, an order refused).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer;

export type FakeFailure = 'timeout' | '5xx';

export interface FakeUpstream {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Every call received, in order (method, path with query, body). */
  readonly calls: { method: string; path: string; body: unknown }[];
  /** The next `times` calls fail this way (a timeout: the call is never answered). */
  failNext(failure: FakeFailure, times?: number): void;
  /** Every call fails this way until `down(null)`. */
  down(failure: FakeFailure | null): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : null);
      } catch {
        resolve(text);
      }
    });
  });

/** Starts a fake API answering with `handler`; `token`, when given, is required as a bearer. */
export async function startFakeUpstream(
  handler: FakeHandler,
  options: { token?: string } = {},
): Promise<FakeUpstream> {
  const calls: FakeUpstream['calls'] = [];
  const queued: FakeFailure[] = [];
  let outage: FakeFailure | null = null;

  const send = (response: ServerResponse, answer: FakeAnswer) => {
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    response.writeHead(answer.status, text ? { 'content-type': 'application/json' } : {});
    response.end(text);
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    calls.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, body });
    const failure = queued.shift() ?? outage;
    // A timeout is a call that is never answered: the client's own deadline ends it.
    if (failure === 'timeout') return;
    if (failure === '5xx')
      return send(response, { status: 503, body: { error: 'Service unavailable' } });
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
      return send(response, { status: 401, body: { error: 'Invalid API token' } });
    }
    try {
      send(
        response,
        handler({
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          body,
        }),
      );
    } catch (error) {
      send(response, { status: 500, body: { error: (error as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) queued.push(failure);
    },
    down(failure) {
      outage = failure;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A page of `rows`: pages count from 1. */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): T[] {
  return rows.slice((page - 1) * perPage, page * perPage);
}

/** What a fake upstream with listings and idempotent orders keeps (edit freely between calls). */
export interface ListingStock<R> {
  listings: R[];
  /** When true every order is refused. */
  refuseOrders: boolean;
  orders: { orderId: string; reference: string }[];
}

/** Stock of `listings` that takes orders. */
export function stockOf<R>(listings: R[] = []): ListingStock<R> {
  return { listings, refuseOrders: false, orders: [] };
}

/** Whether `stock` took the order `orderId`. */
export function tookOrder(stock: ListingStock<unknown>, orderId: string): boolean {
  return stock.orders.some((o) => o.orderId === orderId);
}

/** The fields of an order call `takeStock` reads (as sent: tests also send bad ones). */
export type OrderRequest = { quantity?: unknown; reference?: unknown };

/**
 * Places an order as the upstreams do: a replayed reference answers its first order's id;
 * otherwise the listing's quantity is taken, or null when refused, unknown or short of seats.
 */
export function takeStock<R extends { quantity?: number }>(
  stock: ListingStock<R>,
  listing: R | undefined,
  body: OrderRequest | null,
  newOrderId: (n: number) => string,
): string | null {
  const reference = String(body?.reference ?? '');
  const quantity = Number(body?.quantity);
  const placed = stock.orders.find((o) => o.reference === reference);
  if (placed) return placed.orderId;
  if (stock.refuseOrders || !listing || !reference || (listing.quantity ?? 0) < quantity) {
    return null;
  }
  listing.quantity = (listing.quantity ?? 0) - quantity;
  const orderId = newOrderId(stock.orders.length + 1);
  stock.orders.push({ orderId, reference });
  return orderId;
}

/** How a fake's order travels; tests and the demo move it (ship, transfer, deliver, fail). */
export interface FakeDelivery {
  state: 'pending' | 'shipped' | 'transferred' | 'delivered' | 'failed';
  carrier?: string;
  trackingNumber?: string;
  transferEmail?: string;
  /** Ticket files (PDF bytes, base64) by ticket, counted from 0. */
  files: { ticketIndex: number; pdfBase64: string }[];
  reason?: string;
}

/** The delivery of a fake's orders, by the source's order id. */
export class FakeDeliveries {
  readonly byOrder = new Map<string, FakeDelivery>();

  /** The order's delivery (pending until a test moves it). */
  of(orderId: string): FakeDelivery {
    let delivery = this.byOrder.get(orderId);
    if (!delivery) {
      delivery = { state: 'pending', files: [] };
      this.byOrder.set(orderId, delivery);
    }
    return delivery;
  }

  ship(orderId: string, carrier: string, trackingNumber: string): void {
    Object.assign(this.of(orderId), { state: 'shipped', carrier, trackingNumber });
  }

  deliver(orderId: string, files: FakeDelivery['files'] = []): void {
    Object.assign(this.of(orderId), { state: 'delivered', files });
  }

  transfer(orderId: string, transferEmail: string): void {
    Object.assign(this.of(orderId), { state: 'transferred', transferEmail });
  }

  fail(orderId: string, reason: string): void {
    Object.assign(this.of(orderId), { state: 'failed', reason });
  }
}

/** The order id of a GET on `prefix/<id>`, or null for any other request. */
function orderStatusRequest(request: FakeRequest, prefix: string): string | null {
  if (request.method !== 'GET' || !request.path.startsWith(`${prefix}/`)) return null;
  const id = decodeURIComponent(request.path.slice(prefix.length + 1));
  return id && !id.includes('/') ? id : null;
}

/** A fake source that takes orders: its state and each order's delivery. */
export type OrderingFake<S> = FakeUpstream & { state: S; deliveries: FakeDeliveries };

/**
 * Starts a fake source that takes orders: a GET on `orders.path/<id>` answers `orders.status` of
 * that order's delivery (404 for an order `orders.taken` does not know); any other call goes to
 * `handler`, and is a 404 where it answers nothing. Errors are `{ [errorKey]: message }`.
 */
export async function startOrderingFake<S>(
  state: S,
  orders: {
    path: string;
    taken: (orderId: string) => boolean;
    status: (orderId: string, delivery: FakeDelivery) => unknown;
    errorKey?: string;
  },
  handler: (request: FakeRequest, error: (message: string) => unknown) => FakeAnswer | undefined,
  options: { token?: string },
): Promise<OrderingFake<S>> {
  const error = (message: string) => ({ [orders.errorKey ?? 'error']: message });
  const deliveries = new FakeDeliveries();
  const fake = await startFakeUpstream((request) => {
    const asked = orderStatusRequest(request, orders.path);
    if (asked === null) return handler(request, error) ?? { status: 404, body: error('Not found') };
    if (!orders.taken(asked)) return { status: 404, body: error('Order not found') };
    return { status: 200, body: orders.status(asked, deliveries.of(asked)) };
  }, options);
  return Object.assign(fake, { state, deliveries });
}

/**
 * `startOrderingFake` on stock of `options.listings`: an order is known once the stock took it.
 * `handler` reads and edits the stock.
 */
export function startStockFake<R>(
  options: { token?: string; listings?: R[] },
  orders: Omit<Parameters<typeof startOrderingFake>[1], 'taken'>,
  handler: (
    request: FakeRequest,
    error: (message: string) => unknown,
    stock: ListingStock<R>,
  ) => FakeAnswer | undefined,
): Promise<OrderingFake<ListingStock<R>>> {
  const stock = stockOf(options.listings);
  return startOrderingFake(
    stock,
    { ...orders, taken: (orderId) => tookOrder(stock, orderId) },
    (request, error) => handler(request, error, stock),
    options,
  );
}
