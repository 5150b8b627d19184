/**
 * Which keys of a cache carry which tag, so invalidating a tag touches only its own entries: a
 * scan of every entry ran twice per hold-and-release cycle of an on-sale, over thousands of pages.
 */
export class TagIndex {
  readonly #keys = new Map<string, Set<string>>();

  add(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      let keys = this.#keys.get(tag);
      if (!keys) {
        keys = new Set();
        this.#keys.set(tag, keys);
      }
      keys.add(key);
    }
  }

  delete(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.#keys.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.#keys.delete(tag);
    }
  }

  /** The keys carrying `tag`, copied (the caller removes them while it walks). */
  keysOf(tag: string): string[] {
    const keys = this.#keys.get(tag);
    return keys ? [...keys] : [];
  }

  clear(): void {
    this.#keys.clear();
  }
}
