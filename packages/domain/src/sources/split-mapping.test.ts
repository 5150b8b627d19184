import { describe, expect, it } from 'vitest';
import { SPLIT_IDS } from '../ids';
import { splitRuleFromSplits } from './split-mapping';

describe('splitRuleFromSplits', () => {
  it('keeps any split when the source allows every quantity or says nothing', () => {
    expect(splitRuleFromSplits(4, [1, 2, 3, 4])).toEqual({ ok: true, splitRule: null });
    expect(splitRuleFromSplits(4, null)).toEqual({ ok: true, splitRule: null });
    expect(splitRuleFromSplits(4, [])).toEqual({ ok: true, splitRule: null });
    // Sold out: nothing left to split, whatever the source's splits.
    expect(splitRuleFromSplits(0, [2, 4])).toEqual({ ok: true, splitRule: null });
  });

  it('never leaves one when the source refuses exactly that', () => {
    expect(splitRuleFromSplits(4, [1, 2, 4])).toEqual({
      ok: true,
      splitRule: SPLIT_IDS.NeverLeaveOne,
    });
  });

  it('sells the whole listing only when the source allows no smaller split we can express', () => {
    expect(splitRuleFromSplits(4, [4])).toEqual({ ok: true, splitRule: SPLIT_IDS.noSplitsId });
    expect(splitRuleFromSplits(6, [2, 4, 6])).toEqual({
      ok: true,
      splitRule: SPLIT_IDS.noSplitsId,
    });
  });

  it('rejects splits that do not even allow the whole listing', () => {
    const result = splitRuleFromSplits(4, [2]);
    expect(result.ok).toBe(false);
  });
});
