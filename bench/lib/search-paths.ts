import { createPrng } from '@reprise/db/seed/prng';
import { KNOWN_COUNTRY_CODES } from '@reprise/domain/country';

// Search benchmark queries: random 2–6 letter prefixes of words of real names in the served data,
// drawn with a fixed seed so every run (on the same data set) sends the same sequence.

interface Named {
  name: string;
}
type Groups = Record<string, Named[]>;

/**
 * Names of performers, events, venues, cities, genres and leagues, gathered through the search
 * API itself (letter + vowel probes): the bench server's database is private to its process.
 */
export async function collectNames(baseUrl: string): Promise<string[]> {
  const names = new Set<string>();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const probes: string[] = [];
  for (const first of letters) for (const second of 'aeiou') probes.push(first + second);
  for (const first of 'aeiou') for (const second of letters) probes.push(first + second);
  for (const probe of probes) {
    const response = await fetch(`${baseUrl}/api/globalSearch?searchTermName=${probe}&limit=10`);
    if (!response.ok) {
      throw new Error(`globalSearch answered ${response.status} while collecting names`);
    }
    const { data } = (await response.json()) as { data: Groups };
    for (const group of Object.values(data)) for (const item of group) names.add(item.name);
  }
  return [...names].sort();
}

/** `count` globalSearch paths, each a random 2–6 letter prefix of a word of a random name. */
export function searchPaths(names: readonly string[], count: number, seed = 20_261_121): string[] {
  return drawPrefixes(names, count, seed).map(
    (prefix) => `/api/globalSearch?searchTermName=${encodeURIComponent(prefix)}&countryCode=us`,
  );
}

/**
 * `count` distinct globalSearch paths: the same prefixes, each with a different visitor country.
 * No answer is ever sent as it was kept: the server keeps one answer per text (with limit and
 * category) for every country and localises its links for each visitor; the index search itself
 * runs for a text not asked before from any country (search/README.md).
 */
export function uncachedSearchPaths(
  names: readonly string[],
  count: number,
  seed = 20_261_122,
): string[] {
  const countries = [...KNOWN_COUNTRY_CODES].sort();
  const random = createPrng(seed);
  const paths = new Set<string>();
  const prefixes = drawPrefixes(names, count * 2, seed);
  for (let i = 0; paths.size < count && i < prefixes.length * 4; i++) {
    const prefix = prefixes[i % prefixes.length]!;
    const country = countries[Math.floor(random() * countries.length)]!;
    paths.add(
      `/api/globalSearch?searchTermName=${encodeURIComponent(prefix)}&countryCode=${country}`,
    );
  }
  return [...paths];
}

function drawPrefixes(names: readonly string[], count: number, seed: number): string[] {
  const random = createPrng(seed);
  const words = names
    .flatMap((name) => name.split(/[\s/\-.,()]+/))
    .filter((word) => word.length >= 2);
  if (words.length === 0) throw new Error('no names to draw search prefixes from');
  const prefixes: string[] = [];
  while (prefixes.length < count) {
    const word = words[Math.floor(random() * words.length)]!;
    const length = Math.min(word.length, 2 + Math.floor(random() * 5));
    prefixes.push(word.slice(0, length));
  }
  return prefixes;
}
