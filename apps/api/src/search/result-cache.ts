import { BoundedLru } from '../cache/bounded-lru';

// Answers repeat: people type the same few letters, and every keystroke of a name is a prefix
// someone else typed before. An answer is kept per index (a rebuild starts afresh) until the first
// event it lists starts, or a few minutes pass, whichever comes first.

const MAX_ENTRIES = 10_000;
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_AGE_MS = 5 * 60_000;
// Map slot, entry object and strings' headers, roughly.
const ENTRY_OVERHEAD_BYTES = 150;

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/** Answers of one search index, bounded in entries and bytes, least recently used dropped first. */
export class ResultCache<V> {
  readonly #entries: BoundedLru<Entry<V>>;

  constructor(options: { maxBytes?: number } = {}) {
    this.#entries = new BoundedLru<Entry<V>>({
      maxEntries: MAX_ENTRIES,
      maxBytes: options.maxBytes ?? MAX_BYTES,
    });
  }

  get(key: string, now: number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Keeps an answer until `validUntil` (capped at a few minutes); `textLength` is the length of
   * the strings it holds, which is what its memory is counted by.
   */
  set(key: string, value: V, textLength: number, now: number, validUntil: number): void {
    const bytes = (key.length + textLength) * 2 + ENTRY_OVERHEAD_BYTES;
    this.#entries.set(key, { value, expiresAt: Math.min(validUntil, now + MAX_AGE_MS) }, bytes);
  }

  /** Bytes held, as counted at `set`. */
  get bytes(): number {
    return this.#entries.bytes;
  }
}
