// The seam between checkout and the external ticketing systems (ADR 0013). Checkout calls these at
// hold, re-hold, release and payment; the sources folder implements one adapter per system. Until
// a system has an adapter, `localSource` stands in: nothing to lock upstream, orders always accepted.

/** What an upstream lock of held seats is known by (ticket-network lock data: lockRequestId). */
export interface UpstreamLock {
  lockRequestId: string;
}

/** The held seats checkout asks a source to lock, re-lock, release or buy. */
export interface UpstreamHoldRequest {
  holdId: number;
  listingId: number;
  /** The listing's id in its source (listings.external_id). */
  externalId: string;
  quantity: number;
  /** The lock already taken for this hold, when re-locking, releasing or buying. */
  lock: UpstreamLock | null;
}

export type UpstreamLockResult =
  | { ok: true; lock: UpstreamLock | null }
  | { ok: false; reason: string };
export type UpstreamOrderResult =
  | { ok: true; externalOrderId: string | null }
  | { ok: false; reason: string };

/** One external ticketing system, as checkout sees it. Implementations never throw for an upstream refusal. */
export interface SourceAdapter {
  /** Locks the seats upstream when a hold is taken (ticket_network's Mercury lock); null lock when the source has none. */
  lock(request: UpstreamHoldRequest): Promise<UpstreamLockResult>;
  /** Re-requests the lock for a changed quantity with the same lockRequestId. */
  relock(request: UpstreamHoldRequest): Promise<UpstreamLockResult>;
  /** Releases the upstream lock; the caller clears its lock data whatever this answers. */
  release(request: UpstreamHoldRequest): Promise<{ ok: boolean }>;
  /** Places the order upstream once the buyer has paid. */
  placeOrder(request: UpstreamHoldRequest & { orderId: number }): Promise<UpstreamOrderResult>;
}

/** A source with nothing upstream to lock, that accepts every order. */
export const localSource: SourceAdapter = {
  lock: async () => ({ ok: true, lock: null }),
  relock: async () => ({ ok: true, lock: null }),
  release: async () => ({ ok: true }),
  placeOrder: async () => ({ ok: true, externalOrderId: null }),
};

/** The lock calls of a source that takes no upstream seat lock (checkout's hold is the only one). */
export const noUpstreamLocks: Pick<SourceAdapter, 'lock' | 'relock' | 'release'> = {
  lock: localSource.lock,
  relock: localSource.relock,
  release: localSource.release,
};

/** Which adapter serves a ticketing system; the sources issue fills this in per system. */
export type SourceRegistry = (ticketingSystemId: number) => SourceAdapter;

/** Every system served by `localSource`: the registry until real adapters are configured. */
export const localRegistry: SourceRegistry = () => localSource;
