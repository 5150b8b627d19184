// Sparse table over a permutation of entry positions: the smallest position in any slice in
// O(1), so the best-ranked names of a name-prefix range come out one by one without scanning it.

/** Range-minimum lookups over `values` (here: entry positions in name order). */
export class RangeMinimum {
  readonly #values: Int32Array;
  /** levels[j][i] = index of the smallest value in values[i, i + 2^j). */
  readonly #levels: Int32Array[];

  constructor(values: Int32Array) {
    this.#values = values;
    const n = values.length;
    const first = new Int32Array(n);
    for (let i = 0; i < n; i++) first[i] = i;
    this.#levels = [first];
    for (let width = 2; width <= n; width *= 2) {
      const previous = this.#levels[this.#levels.length - 1]!;
      const half = width / 2;
      const level = new Int32Array(n - width + 1);
      for (let i = 0; i < level.length; i++) {
        const a = previous[i]!;
        const b = previous[i + half]!;
        level[i] = values[a]! <= values[b]! ? a : b;
      }
      this.#levels.push(level);
    }
  }

  /** Index (into values) of the smallest value in [from, to); `to` must exceed `from`. */
  argMin(from: number, to: number): number {
    const level = 31 - Math.clz32(to - from);
    const row = this.#levels[level]!;
    const a = row[from]!;
    const b = row[to - (1 << level)]!;
    return this.#values[a]! <= this.#values[b]! ? a : b;
  }

  /** Calls `visit` with the values of [from, to) smallest first, until it returns false. */
  ascending(from: number, to: number, visit: (value: number) => boolean): void {
    if (from >= to) return;
    // Pending slices, kept ordered by their smallest value (largest first, so pop takes the min).
    const slices: [from: number, to: number, at: number][] = [[from, to, this.argMin(from, to)]];
    const push = (a: number, b: number) => {
      if (a >= b) return;
      const at = this.argMin(a, b);
      const value = this.#values[at]!;
      let i = slices.length;
      while (i > 0 && this.#values[slices[i - 1]![2]]! < value) i--;
      slices.splice(i, 0, [a, b, at]);
    };
    while (slices.length > 0) {
      const [a, b, at] = slices.pop()!;
      if (!visit(this.#values[at]!)) return;
      push(a, at);
      push(at + 1, b);
    }
  }
}
