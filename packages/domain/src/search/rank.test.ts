import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from './normalise';
import { compareMatches, MATCH_TIER, matchName, wordDistance } from './rank';

const match = (query: string, name: string) => {
  const q = normaliseSearchText(query);
  const n = normaliseSearchText(name);
  return matchName(q, q.split(' '), n, n.split(' '));
};

describe('matchName', () => {
  it('ranks whole name, name start, word starts, then typos', () => {
    expect(match('manchester', 'Manchester')).toEqual({ tier: MATCH_TIER.exact, typos: 0 });
    expect(match('manchester', 'Manchester United')).toEqual({ tier: MATCH_TIER.prefix, typos: 0 });
    expect(match('united', 'Manchester United')).toEqual({
      tier: MATCH_TIER.wordPrefix,
      typos: 0,
    });
    expect(match('manchster', 'Manchester United')).toEqual({ tier: MATCH_TIER.fuzzy, typos: 1 });
  });

  it('needs every query word to match some word of the name', () => {
    expect(match('man utd', 'Manchester United')).toBeNull();
    expect(match('man uni', 'Manchester United')?.tier).toBe(MATCH_TIER.wordPrefix);
    expect(match('madison garden', 'Madison Square Garden')?.tier).toBe(MATCH_TIER.wordPrefix);
  });

  it('is accent and case insensitive', () => {
    expect(match('BEYONCE', 'Beyoncé')?.tier).toBe(MATCH_TIER.exact);
    expect(match('taylr', 'Taylor Swift')?.tier).toBe(MATCH_TIER.fuzzy);
  });

  it('does not match short words by typo, nor by another first letter', () => {
    expect(match('mam', 'Manchester')).toBeNull();
    expect(match('naylor', 'Taylor Swift')).toBeNull();
    expect(match('', 'Taylor Swift')).toBeNull();
  });
});

describe('wordDistance', () => {
  it('prefers a prefix over a typo', () => {
    expect(wordDistance('swif', ['taylor', 'swift'])).toBe(0);
    expect(wordDistance('swfit', ['taylor', 'swift'])).toBe(1);
    expect(wordDistance('zzzz', ['taylor', 'swift'])).toBe(-1);
  });
});

describe('compareMatches', () => {
  it('orders by tier, then typos', () => {
    const list = [
      { tier: MATCH_TIER.fuzzy, typos: 2 },
      { tier: MATCH_TIER.prefix, typos: 0 },
      { tier: MATCH_TIER.fuzzy, typos: 1 },
      { tier: MATCH_TIER.exact, typos: 0 },
    ] as const;
    expect([...list].sort(compareMatches).map((m) => `${m.tier}/${m.typos}`)).toEqual([
      '0/0',
      '1/0',
      '3/1',
      '3/2',
    ]);
  });
});
