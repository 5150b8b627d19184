import { BoundedMemo } from '@reprise/domain/bounded-memo';
import { maxTyposFor, prefixEditDistance } from '@reprise/domain/search/match';
import { normaliseSearchText } from '@reprise/domain/search/normalise';
import { compareMatches, MATCH_TIER, type NameMatch } from '@reprise/domain/search/rank';
import type { IndexEntry, IndexGroup, SearchIndex } from './build-index';

// The indexed twin of matchName (packages/domain/src/search/rank.ts): the same tiers and typo
// rules, but each query word is expanded once against the vocabulary, so checking a candidate is
// integer look-ups instead of string distance work (thousands of candidates per keystroke).

/** The vocabulary words one query word stands for, with the typos each costs (0 = prefix). */
export interface WordExpansion {
  /** Vocabulary ids, fewest typos first. */
  ids: Int32Array;
  distances: Int32Array;
  /** Vocabulary id → typos. */
  distanceById: Map<number, number>;
}

/** A query in search spelling, with the vocabulary words each of its words can stand for. */
export interface PreparedQuery {
  text: string;
  words: string[];
  expansions: WordExpansion[];
}

/** An entry that matched, with how well. */
export interface Hit<T> {
  entry: IndexEntry<T>;
  match: NameMatch;
}

// Query words repeat across keystrokes and visitors; their expansion only depends on the index.
const expansionCache = new WeakMap<SearchIndex, BoundedMemo<WordExpansion>>();
const EXPANSION_CACHE_MAX = 20_000;

/** First position in the sorted vocabulary whose word is not below `word`. */
function lowerBound(vocabulary: readonly string[], word: string): number {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (vocabulary[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Vocabulary words a query word matches: every word it starts, then words within its typo budget. */
function expandWord(index: SearchIndex, word: string): WordExpansion {
  let cache = expansionCache.get(index);
  if (!cache) {
    cache = new BoundedMemo(EXPANSION_CACHE_MAX);
    expansionCache.set(index, cache);
  }
  return cache.get(word, () => expansionOf(index.vocabulary, word));
}

function expansionOf(vocabulary: readonly string[], word: string): WordExpansion {
  const found: [id: number, distance: number][] = [];
  const start = lowerBound(vocabulary, word);
  let end = start;
  while (end < vocabulary.length && vocabulary[end]!.startsWith(word)) found.push([end++, 0]);

  const max = maxTyposFor(word.length);
  if (max > 0) {
    // Typos are looked for only among words sharing the first letter (see wordDistance).
    const first = word[0]!;
    for (let id = lowerBound(vocabulary, first); id < vocabulary.length; id++) {
      const candidate = vocabulary[id]!;
      if (candidate[0] !== first) break;
      if (id >= start && id < end) continue;
      const distance = prefixEditDistance(word, candidate, max);
      if (distance > 0) found.push([id, distance]);
    }
  }
  found.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return {
    ids: Int32Array.from(found, ([id]) => id),
    distances: Int32Array.from(found, ([, distance]) => distance),
    distanceById: new Map(found),
  };
}

/** Normalises a query and expands its words against the index vocabulary. */
export function prepareQuery(index: SearchIndex, raw: string): PreparedQuery {
  const text = normaliseSearchText(raw);
  const words = text === '' ? [] : [...new Set(text.split(' '))];
  return { text, words, expansions: words.map((word) => expandWord(index, word)) };
}

// Per group, a stamp per entry marks "already looked at" without clearing an array per query.
const stamps = new WeakMap<IndexGroup<unknown>, { marks: Int32Array; next: number }>();

function stampFor(group: IndexGroup<unknown>) {
  let stamp = stamps.get(group);
  if (!stamp) {
    stamp = { marks: new Int32Array(group.entries.length), next: 0 };
    stamps.set(group, stamp);
  }
  stamp.next = stamp.next === 0x7fffffff ? 1 : stamp.next + 1;
  if (stamp.next === 1) stamp.marks.fill(0);
  return stamp;
}

/** Fewest typos with which some word of the entry answers the query word, or -1. */
function entryDistance(entry: IndexEntry<unknown>, expansion: WordExpansion): number {
  let best = -1;
  for (const id of entry.wordIds) {
    const distance = expansion.distanceById.get(id);
    if (distance !== undefined && (best < 0 || distance < best)) {
      if (distance === 0) return 0;
      best = distance;
    }
  }
  return best;
}

/**
 * Every entry of a group that matches the query and passes `accept`, unordered. Candidates come
 * from the postings of the query word with the fewest, fewest typos first; the other words are
 * then checked against each candidate's word ids.
 */
export function findHits<T>(
  group: IndexGroup<T>,
  query: PreparedQuery,
  accept: (entry: IndexEntry<T>) => boolean,
): Hit<T>[] {
  if (query.words.length === 0) return [];
  let pivot = -1;
  let pivotSize = Number.POSITIVE_INFINITY;
  query.expansions.forEach((expansion, word) => {
    let size = 0;
    for (const id of expansion.ids) size += group.postings.get(id)?.length ?? 0;
    if (size < pivotSize) {
      pivot = word;
      pivotSize = size;
    }
  });
  // Some query word is in no name of this group: nothing can match every word.
  if (pivotSize === 0 || pivot < 0) return [];

  const stamp = stampFor(group as IndexGroup<unknown>);
  const { text } = query;
  const pivotExpansion = query.expansions[pivot]!;
  const hits: Hit<T>[] = [];
  for (let k = 0; k < pivotExpansion.ids.length; k++) {
    const list = group.postings.get(pivotExpansion.ids[k]!);
    if (!list) continue;
    const pivotDistance = pivotExpansion.distances[k]!;
    for (const position of list) {
      // Lists come fewest typos first, so an entry's first sighting carries its best distance.
      if (stamp.marks[position] === stamp.next) continue;
      stamp.marks[position] = stamp.next;
      const entry = group.entries[position]!;
      if (!accept(entry)) continue;
      let typos = pivotDistance;
      for (let w = 0; w < query.expansions.length && typos >= 0; w++) {
        if (w === pivot) continue;
        const distance = entryDistance(entry, query.expansions[w]!);
        typos = distance < 0 ? -1 : typos + distance;
      }
      if (typos < 0) continue;
      const tier =
        entry.name === text
          ? MATCH_TIER.exact
          : entry.name.startsWith(text)
            ? MATCH_TIER.prefix
            : typos === 0
              ? MATCH_TIER.wordPrefix
              : MATCH_TIER.fuzzy;
      hits.push({ entry, match: { tier, typos: tier === MATCH_TIER.fuzzy ? typos : 0 } });
    }
  }
  return hits;
}

/** Inserts a hit into `best` (ordered, at most `limit` long) if it belongs there. */
function offer<T>(best: Hit<T>[], hit: Hit<T>, limit: number): void {
  if (best.length === limit && compareHits(hit, best[limit - 1]!) >= 0) return;
  let at = best.length === limit ? limit - 1 : best.length;
  if (best.length < limit) best.push(hit);
  while (at > 0 && compareHits(hit, best[at - 1]!) < 0) {
    best[at] = best[at - 1]!;
    at--;
  }
  best[at] = hit;
}

// Whether an entry at this position, matched no better than `tier` with `typos`, could still
// enter a full list: positions only grow along a postings list, so the walk can stop there.
function couldEnter<T>(best: Hit<T>[], limit: number, tier: number, typos: number, rank: number) {
  if (best.length < limit) return true;
  const worst = best[limit - 1]!;
  return (tier - worst.match.tier || typos - worst.match.typos || rank - worst.entry.rank) < 0;
}

/**
 * The best `limit` hits in order, found tier by tier and stopping as soon as no later candidate
 * can enter: names starting with the text (one range of byName), then word prefixes, then typos,
 * each postings list walked in rank order. The same answer as topHits(findHits(...)), without
 * looking at the thousands of candidates two letters can have.
 */
export function bestHits<T>(
  group: IndexGroup<T>,
  query: PreparedQuery,
  accept: (entry: IndexEntry<T>) => boolean,
  limit: number,
): Hit<T>[] {
  const { text, words, expansions } = query;
  if (words.length === 0) return [];
  const best: Hit<T>[] = [];
  const stamp = stampFor(group as IndexGroup<unknown>);
  const { entries, byName } = group;

  // Tiers exact and prefix: the whole name starts with the text.
  let low = 0;
  let high = byName.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (entries[byName[mid]!]!.name < text) low = mid + 1;
    else high = mid;
  }
  // Exact names sort first in the range; the rest are name prefixes, visited best rank first.
  let i = low;
  for (; i < byName.length && entries[byName[i]!]!.name === text; i++) {
    const position = byName[i]!;
    stamp.marks[position] = stamp.next;
    const entry = entries[position]!;
    if (accept(entry)) offer(best, { entry, match: { tier: MATCH_TIER.exact, typos: 0 } }, limit);
  }
  // Names are letters, digits and spaces, so text + U+FFFF bounds every name starting with text.
  const ceiling = `${text}\uffff`;
  let end = i;
  high = byName.length;
  while (end < high) {
    const mid = (end + high) >>> 1;
    if (entries[byName[mid]!]!.name < ceiling) end = mid + 1;
    else high = mid;
  }
  // Entries of the range left unvisited cannot enter the list as prefixes, so not as worse either.
  group.byNameRanks.ascending(i, end, (position) => {
    if (!couldEnter(best, limit, MATCH_TIER.prefix, 0, position)) return false;
    stamp.marks[position] = stamp.next;
    const entry = entries[position]!;
    if (accept(entry)) offer(best, { entry, match: { tier: MATCH_TIER.prefix, typos: 0 } }, limit);
    return true;
  });
  if (best.length === limit && best[limit - 1]!.match.tier <= MATCH_TIER.prefix) return best;

  let pivot = -1;
  let pivotSize = Number.POSITIVE_INFINITY;
  expansions.forEach((expansion, word) => {
    let size = 0;
    for (const id of expansion.ids) size += group.postings.get(id)?.length ?? 0;
    if (size < pivotSize) {
      pivot = word;
      pivotSize = size;
    }
  });
  if (pivotSize === 0 || pivot < 0) return best;

  // Word prefixes, then typos: lists come fewest typos first, each in rank order.
  const pivotExpansion = expansions[pivot]!;
  for (let k = 0; k < pivotExpansion.ids.length; k++) {
    const list = group.postings.get(pivotExpansion.ids[k]!);
    if (!list) continue;
    const pivotDistance = pivotExpansion.distances[k]!;
    const floorTier = pivotDistance === 0 ? MATCH_TIER.wordPrefix : MATCH_TIER.fuzzy;
    for (const position of list) {
      if (!couldEnter(best, limit, floorTier, pivotDistance, position)) break;
      if (stamp.marks[position] === stamp.next) continue;
      stamp.marks[position] = stamp.next;
      const entry = entries[position]!;
      if (!accept(entry)) continue;
      let typos = pivotDistance;
      for (let w = 0; w < expansions.length && typos >= 0; w++) {
        if (w === pivot) continue;
        const distance = entryDistance(entry, expansions[w]!);
        typos = distance < 0 ? -1 : typos + distance;
      }
      if (typos < 0) continue;
      const tier = typos === 0 ? MATCH_TIER.wordPrefix : MATCH_TIER.fuzzy;
      offer(best, { entry, match: { tier, typos } }, limit);
    }
  }
  return best;
}

/** Orders hits: better match first, then the group's own order (popularity, or date for events). */
export function compareHits<T>(a: Hit<T>, b: Hit<T>): number {
  return compareMatches(a.match, b.match) || a.entry.rank - b.entry.rank;
}

/** The best `limit` hits in order, without sorting them all. */
export function topHits<T>(hits: Hit<T>[], limit: number): Hit<T>[] {
  if (hits.length <= limit) return hits.sort(compareHits);
  const best: Hit<T>[] = [];
  for (const hit of hits) offer(best, hit, limit);
  return best;
}
