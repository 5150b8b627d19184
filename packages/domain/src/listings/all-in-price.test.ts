import { describe, expect, it } from 'vitest';
import type { CurrencyRate } from '../money/convert';
import { allInPrice, convertListingMoney, taxMinor } from './all-in-price';

const USD: CurrencyRate = { code: 'USD', unitsPerUsd: 1, minorUnits: 2 };
const GBP: CurrencyRate = { code: 'GBP', unitsPerUsd: 0.8, minorUnits: 2 };
const JPY: CurrencyRate = { code: 'JPY', unitsPerUsd: 150, minorUnits: 0 };

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

  it('is price + fees where the listing carries no tax', () => {
    expect(allInPrice({ priceMinor: 4_200, feesMinor: 630, taxRateBp: 0 }).allIn).toBe(4_830);
  });

  it.each([
    [10, 5_000, 5],
    [1, 5_000, 1],
    [12_345, 0, 0],
    [0, 825, 0],
  ])(
    'rounds tax half up exactly and is 0 without a rate: %i at %i bp is %i',
    (amount, rateBp, tax) => {
      expect(taxMinor(amount, rateBp)).toBe(tax);
    },
  );
});

describe('convertListingMoney', () => {
  it('converts price and fees and keeps the tax rate, so the breakdown still adds up', () => {
    const gbp = convertListingMoney(
      { priceMinor: 5_000, feesMinor: 500, taxRateBp: 1_000 },
      GBP,
      JPY,
    );
    // 50.00 GBP = 62.50 USD = 9375 JPY; 5.00 GBP = 937.5 → 938 JPY
    expect(gbp).toEqual({ priceMinor: 9_375, feesMinor: 938, taxRateBp: 1_000 });
    const price = allInPrice(gbp);
    expect(price.allIn).toBe(price.price + price.fees + price.tax);
  });

  it('leaves money in its own currency untouched', () => {
    const money = { priceMinor: 1_234, feesMinor: 99, taxRateBp: 700 };
    expect(convertListingMoney(money, USD, USD)).toEqual(money);
  });
});
