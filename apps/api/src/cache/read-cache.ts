interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
  tags: readonly string[];
}

export interface CacheOptions {
  /** How long an answer may be served before it is read again. */
  ttlMs: number;
  /** Names of the data it was read from; invalidating one drops every entry that carries it. */
  tags: readonly string[];
}

/**
 * An in-process cache of read results. Concurrent misses for one key share a single load, a failed
 * load is not kept, and writers invalidate by tag. Each server copy has its own, so the TTL bounds
 * how stale another copy's answer can be.
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { maxEntries?: number; now?: () => number } = {}) {
    this.#maxEntries = options.maxEntries ?? 5_000;
    this.#now = options.now ?? Date.now;
  }

  get<T>(key: string, options: CacheOptions, load: () => PromiseLike<T>): Promise<T> {
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (this.#entries.size >= this.#maxEntries) this.#evictOldest();
    // Promise.resolve settles a thenable once: a Drizzle query builder would re-run on every await.
    const value = Promise.resolve(load());
    const entry: Entry = { expiresAt: now + options.ttlMs, value, tags: options.tags };
    this.#entries.set(key, entry);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  invalidate(tag: string): void {
    for (const [key, entry] of this.#entries) {
      if (entry.tags.includes(tag)) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #evictOldest(): void {
    // Maps iterate in insertion order, so the first key is the oldest entry.
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}
