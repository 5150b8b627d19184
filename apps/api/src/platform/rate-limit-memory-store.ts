interface Window {
  count: number;
  startedAt: number;
}

/** What the plugin hands `child`: the merged budget, with the route it is for. */
interface RouteScope {
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Keys kept at most (about 100 bytes each): an address flood drops the oldest windows. */
const MAX_KEYS = 100_000;

/**
 * The in-process counters when no Redis is configured. Unlike the plugin's own LocalStore, it
 * answers each call with a snapshot of the count: LocalStore hands out its live counter object,
 * so requests arriving together all read the final count and are all refused.
 */
// The plugin's store contract (incr, read, child), typed by hand: its typings give `child` Fastify's
// RouteOptions, while the plugin passes the merged budget with `routeInfo`.
export class MemoryRateLimitStore {
  readonly #windows = new Map<string, Window>();

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { count: 0, startedAt: now };
    }
    window.count += 1;
    // Re-inserting keeps Map order as the recency order the bound drops from.
    this.#windows.delete(key);
    this.#windows.set(key, window);
    if (this.#windows.size > MAX_KEYS) {
      const oldest = this.#windows.keys().next();
      if (!oldest.done) this.#windows.delete(oldest.value);
    }
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** The count without counting (KeyedLimiter.check). */
  read(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const window = this.#windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      callback(null, { current: 0, ttl: 0 });
      return;
    }
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  // One map for every route: keys carry the route's method and URL, as RedisStore's do.
  child(options: RouteScope): PrefixedStore {
    const route = options.routeInfo ?? {};
    return new PrefixedStore(this, `${String(route.method ?? '')}${route.url ?? ''}|`);
  }
}

class PrefixedStore {
  constructor(
    private readonly store: MemoryRateLimitStore,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.store.incr(this.prefix + key, callback, timeWindow);
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    this.store.read(this.prefix + key, callback, timeWindow);
  }

  child(options: RouteScope): PrefixedStore {
    return this.store.child(options);
  }
}
