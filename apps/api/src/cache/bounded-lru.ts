interface Slot<V> {
  value: V;
  bytes: number;
}

export interface BoundedLruOptions<V> {
  /** Most bytes kept, as the callers count them. */
  maxBytes: number;
  /** Most entries kept; unbounded when absent. */
  maxEntries?: number;
  /** Called for every entry that leaves (evicted, deleted or replaced), not on `clear`. */
  onRemove?: (key: string, value: V) => void;
}

/**
 * The one bounded map of our in-process caches: least recently used dropped first until both its
 * entry count and its bytes fit. Map iteration follows insertion order, so re-inserting a key on
 * use keeps the least recently used one first.
 */
export class BoundedLru<V> {
  readonly #slots = new Map<string, Slot<V>>();
  readonly #maxBytes: number;
  readonly #maxEntries: number;
  readonly #onRemove: ((key: string, value: V) => void) | undefined;
  #bytes = 0;
  // The key last read or written, which is already last in the map's order: a hot key read again
  // and again (a popular event's listings) skips moving itself to where it already is.
  #newest: string | undefined;

  constructor(options: BoundedLruOptions<V>) {
    this.#maxBytes = options.maxBytes;
    this.#maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
    this.#onRemove = options.onRemove;
  }

  /** The value, marked most recently used; undefined when absent. */
  get(key: string): V | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    if (key !== this.#newest) {
      this.#slots.delete(key);
      this.#slots.set(key, slot);
      this.#newest = key;
    }
    return slot.value;
  }

  /**
   * Keeps a value as the most recently used, dropping the least recently used others until it
   * fits; false (and nothing kept under `key`) when it alone is larger than `maxBytes`.
   */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.#maxBytes) return false;
    while (this.#slots.size >= this.#maxEntries || this.#bytes + bytes > this.#maxBytes) {
      if (!this.#evictOldest()) break;
    }
    this.#slots.set(key, { value, bytes });
    this.#newest = key;
    this.#bytes += bytes;
    return true;
  }

  /**
   * Recounts a kept entry (a value whose size is known only once it loaded), dropping the least
   * recently used others until it fits; false (and the entry dropped) when it alone is too large.
   */
  resize(key: string, bytes: number): boolean {
    const slot = this.#slots.get(key);
    if (!slot) return false;
    if (bytes > this.#maxBytes) {
      this.delete(key);
      return false;
    }
    this.#bytes += bytes - slot.bytes;
    slot.bytes = bytes;
    for (const oldest of this.#slots.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      if (oldest !== key) this.delete(oldest);
    }
    return true;
  }

  /** Drops one entry; false when it was absent. */
  delete(key: string): boolean {
    const slot = this.#slots.get(key);
    if (!slot) return false;
    this.#slots.delete(key);
    if (key === this.#newest) this.#newest = undefined;
    this.#bytes -= slot.bytes;
    this.#onRemove?.(key, slot.value);
    return true;
  }

  /** Drops everything at once (no `onRemove` calls: the caller clears what it keeps alongside). */
  clear(): void {
    this.#slots.clear();
    this.#newest = undefined;
    this.#bytes = 0;
  }

  get size(): number {
    return this.#slots.size;
  }

  /** Bytes held, as counted at `set` or `resize`. */
  get bytes(): number {
    return this.#bytes;
  }

  #evictOldest(): boolean {
    const oldest = this.#slots.keys().next();
    return !oldest.done && this.delete(oldest.value);
  }
}
