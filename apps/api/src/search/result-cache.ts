// Answers repeat: people type the same few letters, and every keystroke of a name is a prefix
// someone else typed before. The serialized answer is kept per index (a rebuild starts afresh)
// until the first event it lists starts, or a few minutes pass, whichever comes first.

const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 5 * 60_000;

interface Entry {
  json: string;
  expiresAt: number;
}

/** Serialized answers of one search index, least recently used dropped first. */
export class ResultCache {
  readonly #entries = new Map<string, Entry>();

  get(key: string, now: number): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    // Re-inserting moves the key to the end: Map order is the recency order.
    this.#entries.set(key, entry);
    return entry.json;
  }

  /** Keeps an answer until `validUntil` (capped at a few minutes). */
  set(key: string, json: string, now: number, validUntil: number): void {
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { json, expiresAt: Math.min(validUntil, now + MAX_AGE_MS) });
  }
}
