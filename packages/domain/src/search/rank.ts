// How well a name answers a query, best first: the whole name, the name's start, the start of
// each word, then words within a few typos. Popularity (or date) only breaks ties inside a tier.
import { maxTyposFor, prefixEditDistance } from './match';

/** Match tiers, best first. */
export const MATCH_TIER = { exact: 0, prefix: 1, wordPrefix: 2, fuzzy: 3 } as const;
/** A match tier. */
export type MatchTier = (typeof MATCH_TIER)[keyof typeof MATCH_TIER];

/** How a name matched a query: its tier and, for fuzzy matches, the total typos. */
export interface NameMatch {
  tier: MatchTier;
  typos: number;
}

/** Best distance of one query word to any of the name's words (0 = prefix), or -1 for none. */
export function wordDistance(queryWord: string, nameWords: readonly string[]): number {
  const max = maxTyposFor(queryWord.length);
  let best = -1;
  for (const word of nameWords) {
    if (word.startsWith(queryWord)) return 0;
    // Like Elasticsearch's prefix_length 1: the first letter is trusted, which keeps typo
    // matching cheap and avoids most nonsense matches.
    if (max === 0 || word.charCodeAt(0) !== queryWord.charCodeAt(0)) continue;
    const distance = prefixEditDistance(queryWord, word, max);
    if (distance >= 0 && (best < 0 || distance < best)) best = distance;
  }
  return best;
}

// Both sides come in search spelling (normaliseSearchText) with their words split out.
/** How a name matches a query (tier and typos), or null when some query word matches no name word. */
export function matchName(
  query: string,
  queryWords: readonly string[],
  name: string,
  nameWords: readonly string[],
): NameMatch | null {
  if (query === '' || queryWords.length === 0) return null;
  if (name === query) return { tier: MATCH_TIER.exact, typos: 0 };
  if (name.startsWith(query)) return { tier: MATCH_TIER.prefix, typos: 0 };
  let typos = 0;
  for (const word of queryWords) {
    const distance = wordDistance(word, nameWords);
    if (distance < 0) return null;
    typos += distance;
  }
  return { tier: typos === 0 ? MATCH_TIER.wordPrefix : MATCH_TIER.fuzzy, typos };
}

/** Orders two matches: better tier first, then fewer typos; 0 when they tie. */
export function compareMatches(a: NameMatch, b: NameMatch): number {
  return a.tier - b.tier || a.typos - b.typos;
}
