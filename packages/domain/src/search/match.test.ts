import { describe, expect, it } from 'vitest';
import { maxTyposFor, prefixEditDistance } from './match';

describe('maxTyposFor', () => {
  it('tolerates no typo under 4 letters, one up to 7, two from 8', () => {
    expect([2, 3, 4, 7, 8, 12].map(maxTyposFor)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('prefixEditDistance', () => {
  it('is 0 for a prefix and for the whole word', () => {
    expect(prefixEditDistance('man', 'manchester', 1)).toBe(0);
    expect(prefixEditDistance('manchester', 'manchester', 2)).toBe(0);
  });

  it('counts a missing, extra, wrong or swapped letter as one', () => {
    expect(prefixEditDistance('manchster', 'manchester', 2)).toBe(1);
    expect(prefixEditDistance('taylr', 'taylor', 1)).toBe(1);
    expect(prefixEditDistance('beyonse', 'beyonce', 1)).toBe(1);
    expect(prefixEditDistance('tyalor', 'taylor', 1)).toBe(1);
    expect(prefixEditDistance('arsennal', 'arsenal', 2)).toBe(1);
  });

  it('matches a mistyped start of a longer word', () => {
    expect(prefixEditDistance('manch', 'manchester', 1)).toBe(0);
    expect(prefixEditDistance('mamch', 'manchester', 1)).toBe(1);
  });

  it('gives -1 beyond the budget', () => {
    expect(prefixEditDistance('liverpool', 'arsenal', 2)).toBe(-1);
    expect(prefixEditDistance('mnchstr', 'manchester', 2)).toBe(-1);
    expect(prefixEditDistance('taylr', 'swift', 1)).toBe(-1);
  });

  it('handles words longer than its scratch rows', () => {
    const long = 'a'.repeat(200);
    expect(prefixEditDistance(long, `${long}b`, 2)).toBe(0);
    expect(prefixEditDistance(`${'a'.repeat(199)}b`, long, 2)).toBe(1);
  });
});
