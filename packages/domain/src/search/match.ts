// Typo tolerance for names: a bounded Damerau-Levenshtein (optimal string alignment) distance,
// measured against the best prefix of the name word so a half-typed, mistyped word still matches.

/** Typos tolerated in a query word of this length: none under 4 letters, 1 up to 7, then 2. */
export function maxTyposFor(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

// Reused between calls: matching runs thousands of times per request and must not allocate.
let rows: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(64),
  new Int32Array(64),
  new Int32Array(64),
];

// Insertions, deletions, substitutions and adjacent transpositions each cost 1: 'manchster' →
// 'manchester', 'taylr' → 'taylor', 'tyalor' → 'taylor' are all 1.
/** Fewest edits turning `query` into some prefix of `word`, or -1 when more than `max`. */
export function prefixEditDistance(query: string, word: string, max: number): number {
  const m = query.length;
  // A prefix longer than query + max can never be within max edits.
  const n = Math.min(word.length, m + max);
  if (n + 1 > rows[0].length) {
    const size = (n + 1) * 2;
    rows = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let rowMin = i;
    const qc = query.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const wc = word.charCodeAt(j - 1);
      const cost = qc === wc ? 0 : 1;
      let value = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        qc === word.charCodeAt(j - 2) &&
        query.charCodeAt(i - 2) === wc &&
        prev2[j - 2]! + 1 < value
      ) {
        value = prev2[j - 2]! + 1;
      }
      cur[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Every later row only grows from this one's minimum: stop as soon as it is out of reach.
    if (rowMin > max) return -1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  // prev now holds the last row: distance of the whole query to each prefix of the word.
  let best = max + 1;
  for (let j = Math.max(0, m - max); j <= n; j++) if (prev[j]! < best) best = prev[j]!;
  return best <= max ? best : -1;
}
