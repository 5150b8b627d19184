import { describe, expect, it } from 'vitest';
import { BoundedMemo } from './bounded-memo';

describe('BoundedMemo', () => {
  it('works an answer out once per key, null answers included', () => {
    const memo = new BoundedMemo<string | null>(10);
    let made = 0;
    const make = (answer: string | null) => () => {
      made += 1;
      return answer;
    };
    expect(memo.get('a', make('A'))).toBe('A');
    expect(memo.get('a', make('other'))).toBe('A');
    expect(memo.get('n', make(null))).toBeNull();
    expect(memo.get('n', make('other'))).toBeNull();
    expect(made).toBe(2);
  });

  it('never holds more than its bound, emptying itself when full', () => {
    const memo = new BoundedMemo<number>(3);
    for (let i = 0; i < 10; i += 1) {
      memo.get(`k${i}`, () => i);
      expect(memo.size).toBeLessThanOrEqual(3);
    }
    // Emptied at k3, k6 and k9: only k9 is left, so k0 is worked out again.
    expect(memo.size).toBe(1);
    expect(memo.get('k0', () => 42)).toBe(42);
  });
});
