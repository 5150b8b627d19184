import { BoundedLru } from './bounded-lru';
import type { InvalidationListener } from './read-cache';
import { TagIndex } from './tag-index';

/** One kept answer with what it was built from. */
export interface TaggedEntry<V> {
  value: V;
  /** Tags of the data it shows (read-scope.ts); invalidating one drops it. */
  tags: readonly string[];
  /** When the earliest datum it shows goes stale (ms since epoch). */
  expiresAt: number;
  /** What it costs to keep: value, key and bookkeeping, as the caller counts them. */
  bytes: number;
}

/** What `set` needs besides the value. */
export interface StoreOptions {
  tags: Iterable<string>;
  expiresAt: number;
  /** Bytes of the value; the key and a fixed overhead are added. */
  bytes: number;
  /** `ticket()` taken before the value was built: a value built from data invalidated since is refused. */
  ticket: number;
}

// Map, string key and entry object, roughly; only the order of magnitude matters for the bound.
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * A cache of built answers (GraphQL JSON, rendered pages) bounded in bytes, least recently used
 * dropped first, invalidated by the tags of the data they show. A value whose data was invalidated
 * while it was being built is not stored, so a slow render cannot bring stale data back.
 */
export class TaggedCache<V> implements InvalidationListener {
  readonly #tagIndex = new TagIndex();
  readonly #entries: BoundedLru<TaggedEntry<V>>;
  readonly #now: () => number;
  #sequence = 0;
  #clearedAt = 0;
  readonly #invalidatedAt = new Map<string, number>();

  constructor(options: { maxBytes: number; now?: () => number }) {
    this.#entries = new BoundedLru<TaggedEntry<V>>({
      maxBytes: options.maxBytes,
      onRemove: (key, entry) => this.#tagIndex.delete(key, entry.tags),
    });
    this.#now = options.now ?? Date.now;
  }

  /** A fresh entry, marked most recently used; undefined when absent or expired. */
  get(key: string): TaggedEntry<V> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Take before building a value; hand to `set` so a value built from stale data is refused. */
  ticket(): number {
    return this.#sequence;
  }

  /** Keeps a value; false when it is too big, already expired, or built from data invalidated since. */
  set(key: string, value: V, options: StoreOptions): boolean {
    const tags = [...new Set(options.tags)];
    if (this.#clearedAt > options.ticket) return false;
    for (const tag of tags) {
      if ((this.#invalidatedAt.get(tag) ?? 0) > options.ticket) return false;
    }
    const bytes = options.bytes + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (options.expiresAt <= this.#now()) return false;
    const entry = { value, tags, expiresAt: options.expiresAt, bytes };
    if (!this.#entries.set(key, entry, bytes)) return false;
    this.#tagIndex.add(key, tags);
    return true;
  }

  invalidate(tag: string): void {
    this.#invalidatedAt.set(tag, ++this.#sequence);
    for (const key of this.#tagIndex.keysOf(tag)) this.#entries.delete(key);
  }

  clear(): void {
    this.#clearedAt = ++this.#sequence;
    this.#entries.clear();
    this.#tagIndex.clear();
  }

  /** Bytes held, as counted at `set`. */
  get bytes(): number {
    return this.#entries.bytes;
  }

  get size(): number {
    return this.#entries.size;
  }
}
