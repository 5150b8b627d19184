import { BoundedLru } from '../cache/bounded-lru';

// Answers repeat: people type the same few letters, and every keystroke of a name is a prefix
// someone else typed before. The serialized answer is kept per index (a rebuild starts afresh)
// until the first event it lists starts, or a few minutes pass, whichever comes first.

const MAX_ENTRIES = 10_000;
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_AGE_MS = 5 * 60_000;
// Map slot, entry object and strings' headers, roughly.
const ENTRY_OVERHEAD_BYTES = 150;

interface Entry {
  json: string;
  expiresAt: number;
}

/** Serialized answers of one search index, bounded in entries and bytes, least recently used dropped first. */
export class ResultCache {
  readonly #entries: BoundedLru<Entry>;

  constructor(options: { maxBytes?: number } = {}) {
    this.#entries = new BoundedLru<Entry>({
      maxEntries: MAX_ENTRIES,
      maxBytes: options.maxBytes ?? MAX_BYTES,
    });
  }

  get(key: string, now: number): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.json;
  }

  /** Keeps an answer until `validUntil` (capped at a few minutes). */
  set(key: string, json: string, now: number, validUntil: number): void {
    const bytes = (key.length + json.length) * 2 + ENTRY_OVERHEAD_BYTES;
    this.#entries.set(key, { json, expiresAt: Math.min(validUntil, now + MAX_AGE_MS) }, bytes);
  }

  /** Bytes held, as counted at `set`. */
  get bytes(): number {
    return this.#entries.bytes;
  }
}
