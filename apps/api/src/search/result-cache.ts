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
  bytes: number;
}

/** Serialized answers of one search index, bounded in entries and bytes, least recently used dropped first. */
export class ResultCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(options: { maxBytes?: number } = {}) {
    this.#maxBytes = options.maxBytes ?? MAX_BYTES;
  }

  get(key: string, now: number): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= now) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    // Re-inserting moves the key to the end: Map order is the recency order.
    this.#entries.set(key, entry);
    return entry.json;
  }

  /** Keeps an answer until `validUntil` (capped at a few minutes). */
  set(key: string, json: string, now: number, validUntil: number): void {
    const bytes = (key.length + json.length) * 2 + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.#maxBytes) return;
    this.#remove(key);
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= MAX_ENTRIES || this.#bytes + bytes > this.#maxBytes)
    ) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#remove(oldest.value);
    }
    this.#entries.set(key, { json, expiresAt: Math.min(validUntil, now + MAX_AGE_MS), bytes });
    this.#bytes += bytes;
  }

  /** Bytes held, as counted at `set`. */
  get bytes(): number {
    return this.#bytes;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
