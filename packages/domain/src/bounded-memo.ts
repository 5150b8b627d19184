/**
 * Answers of a pure computation kept by key, for inputs that repeat (headers, event dates, zones):
 * emptied whole when it holds `max` of them, so unusual keys cannot grow it without bound.
 */
export class BoundedMemo<V> {
  readonly #answers = new Map<string, V>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** The kept answer for `key`, or `make()`'s, kept for next time (an undefined one never is). */
  get(key: string, make: () => V): V {
    const known = this.#answers.get(key);
    if (known !== undefined) return known;
    const made = make();
    if (this.#answers.size >= this.#max) this.#answers.clear();
    if (made !== undefined) this.#answers.set(key, made);
    return made;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.#answers.size;
  }
}
