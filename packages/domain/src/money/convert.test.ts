import { describe, expect, it } from 'vitest';
import { type CurrencyRate, convertMinor, minorToMajor } from './convert';

const USD: CurrencyRate = { code: 'USD', unitsPerUsd: 1, minorUnits: 2 };
const GBP: CurrencyRate = { code: 'GBP', unitsPerUsd: 0.79, minorUnits: 2 };
const JPY: CurrencyRate = { code: 'JPY', unitsPerUsd: 151.5, minorUnits: 0 };

describe('convertMinor', () => {
  it('leaves an amount in its own currency untouched', () => {
    expect(convertMinor(12_345, GBP, GBP)).toBe(12_345);
  });

  it('converts through the USD base and rounds to the target precision', () => {
    expect(convertMinor(10_000, USD, GBP)).toBe(7_900);
    // 100.00 GBP = 126.5822… USD → 126.58
    expect(convertMinor(10_000, GBP, USD)).toBe(12_658);
  });

  it('has no minor unit for JPY', () => {
    // 12.34 USD × 151.5 = 1869.51 JPY → 1870
    expect(convertMinor(1_234, USD, JPY)).toBe(1_870);
    // 1870 JPY → 12.343… USD → 1234 cents
    expect(convertMinor(1_870, JPY, USD)).toBe(1_234);
  });

  it('rounds a half away from zero despite float noise', () => {
    const half: CurrencyRate = { code: 'HLF', unitsPerUsd: 0.5, minorUnits: 2 };
    expect(convertMinor(1, USD, half)).toBe(1); // 0.5 minor → 1
    expect(convertMinor(-1, USD, half)).toBe(-1);
  });

  it('refuses a fractional amount', () => {
    expect(() => convertMinor(1.5, USD, GBP)).toThrow(RangeError);
  });
});

describe('minorToMajor', () => {
  it('divides by the currency precision', () => {
    expect(minorToMajor(1_234, 2)).toBe(12.34);
    expect(minorToMajor(1_870, 0)).toBe(1_870);
  });
});
