import { BoundedLru } from './bounded-lru';
import { recordRead } from './read-scope';
import { TagIndex } from './tag-index';

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
  tags: readonly string[];
}

// Map slot, key string, entry and promise objects, roughly: only the order of magnitude matters.
const ENTRY_OVERHEAD_BYTES = 300;

/** What keeping a loaded value costs, counted as its JSON text (two bytes a character). */
export function estimateBytes(value: unknown): number {
  try {
    return (JSON.stringify(value)?.length ?? 0) * 2;
  } catch {
    // A value JSON cannot write (a BigInt, a cycle) still takes room: count it as a large one.
    return 64 * 1024;
  }
}

export interface CacheOptions {
  /** How long an answer may be served before it is read again. */
  ttlMs: number;
  /** Names of the data it was read from; invalidating one drops every entry that carries it. */
  tags: readonly string[];
}

/** A cache built from read data (GraphQL answers, search index, rendered pages) that follows this one. */
export interface InvalidationListener {
  /** Data carrying `tag` changed: drop what was built from it. */
  invalidate(tag: string): void;
  /** Anything may have changed (this copy missed messages): drop everything. */
  clear(): void;
}

/** How often a cache answered from what it held (`hits`) and how often it had to load or render. */
export interface CacheLookups {
  hits: number;
  misses: number;
}

/**
 * An in-process cache of read results, and the one place writes are announced. Concurrent misses
 * for one key share a single load, and a failed load is not kept. `invalidate(tag)` drops what
 * carries the tag here, tells every cache built on this copy's reads, and publishes the tag to the
 * other server copies (invalidation-bus.ts), whose buses call `invalidateHere`.
 */
export class ReadCache {
  readonly #tagIndex = new TagIndex();
  readonly #entries: BoundedLru<Entry>;
  readonly #listeners = new Set<InvalidationListener>();
  readonly #now: () => number;
  #publish: ((tag: string) => void) | undefined;
  #hits = 0;
  #misses = 0;

  /**
   * Bounded in entries and in bytes (a value counted as JSON once loaded, nothing while loading),
   * least recently used dropped first.
   */
  constructor(options: { maxEntries?: number; maxBytes?: number; now?: () => number } = {}) {
    this.#entries = new BoundedLru<Entry>({
      maxEntries: options.maxEntries ?? 5_000,
      maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
      onRemove: (key, entry) => this.#tagIndex.delete(key, entry.tags),
    });
    this.#now = options.now ?? Date.now;
  }

  /**
   * The live value under `key` (a hit, recorded like one), or undefined without loading anything:
   * for a caller that keeps what it made from a value and checks the cache still holds that value.
   */
  peek<T>(key: string): Promise<T> | undefined {
    const hit = this.#entries.get(key);
    if (!hit || hit.expiresAt <= this.#now()) return undefined;
    this.#hits++;
    recordRead(hit.tags, hit.expiresAt);
    return hit.value as Promise<T>;
  }

  get<T>(key: string, options: CacheOptions, load: () => PromiseLike<T>): Promise<T> {
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) {
      this.#hits++;
      recordRead(hit.tags, hit.expiresAt);
      return hit.value as Promise<T>;
    }
    this.#misses++;
    // Promise.resolve settles a thenable once: a Drizzle query builder would re-run on every await.
    const value = Promise.resolve(load());
    const entry: Entry = { expiresAt: now + options.ttlMs, value, tags: options.tags };
    this.#entries.set(key, entry, 0);
    this.#tagIndex.add(key, entry.tags);
    recordRead(entry.tags, entry.expiresAt);
    value.then(
      (loaded) => {
        if (this.#entries.get(key) !== entry) return;
        // One value larger than the whole budget is served to its callers, never kept.
        this.#entries.resize(key, key.length * 2 + ENTRY_OVERHEAD_BYTES + estimateBytes(loaded));
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return value;
  }

  /**
   * The one invalidation path of a write, called after it commits: drops what carries `tag` on
   * this copy (read cache and every listener) and, with several copies, on all the others.
   */
  invalidate(tag: string): void {
    this.invalidateHere(tag);
    this.#publish?.(tag);
  }

  /** Drops what carries `tag` on this copy only: for tags another copy published. */
  invalidateHere(tag: string): void {
    for (const key of this.#tagIndex.keysOf(tag)) this.#entries.delete(key);
    for (const listener of this.#listeners) listener.invalidate(tag);
  }

  /** Drops everything this copy holds, in this cache and every listener. */
  clear(): void {
    this.#entries.clear();
    this.#tagIndex.clear();
    for (const listener of this.#listeners) listener.clear();
  }

  /** Makes `listener` follow this cache's invalidations; returns the unsubscribe function. */
  subscribe(listener: InvalidationListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Where `invalidate` announces tags to the other copies (none: a single process). */
  publishTo(publish: ((tag: string) => void) | undefined): void {
    this.#publish = publish;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Reads answered from the cache and reads that loaded, since this copy started. */
  get lookups(): CacheLookups {
    return { hits: this.#hits, misses: this.#misses };
  }

  /** Bytes held by loaded entries, as counted when each load settled. */
  get bytes(): number {
    return this.#entries.bytes;
  }
}
