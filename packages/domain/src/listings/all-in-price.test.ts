import { describe, expect, it } from 'vitest';
import { allInPrice, taxMinor } from './all-in-price';

describe('allInPrice', () => {
  it('adds fees and tax on price + fees', () => {
    // 100.00 + 15.00 fees, 8.25 % tax on 115.00 = 9.4875 → 9.49
    expect(allInPrice({ priceMinor: 10_000, feesMinor: 1_500, taxRateBp: 825 })).toEqual({
      price: 10_000,
      fees: 1_500,
      tax: 949,
      allIn: 12_449,
    });
  });

  it('rounds half up exactly and is 0 without a rate', () => {
    expect(taxMinor(10, 5_000)).toBe(5);
    expect(taxMinor(1, 5_000)).toBe(1);
    expect(taxMinor(12_345, 0)).toBe(0);
  });
});
