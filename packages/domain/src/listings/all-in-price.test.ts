import { describe, expect, it } from 'vitest';
import type { CurrencyRate } from '../money/convert';
import {
  allInPrice,
  allInTotal,
  convertListingMoney,
  listingAmount,
  taxMinor,
} from './all-in-price';

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

  it('rounds half up exactly and is 0 without a rate', () => {
    expect(taxMinor(10, 5_000)).toBe(5);
    expect(taxMinor(1, 5_000)).toBe(1);
    expect(taxMinor(12_345, 0)).toBe(0);
    expect(taxMinor(0, 825)).toBe(0);
  });
});

describe('allInTotal', () => {
  const money = { priceMinor: 10_000, feesMinor: 1_500, taxRateBp: 825 };

  it('takes fees per ticket and tax once on the whole sum, as checkout does', () => {
    // 3 × 100.00 + 3 × 15.00 = 345.00; 8.25 % = 28.4625 → 28.46
    expect(allInTotal(money, 3)).toEqual({
      quantity: 3,
      unitPrice: 10_000,
      fees: 4_500,
      tax: 2_846,
      total: 37_346,
    });
    // Three per-ticket all-in prices would be 373.47: the total is the rounding-exact figure.
    expect(allInPrice(money).allIn * 3).toBe(37_347);
  });

  it('equals the per-ticket all-in price for one ticket', () => {
    expect(allInTotal(money, 1).total).toBe(allInPrice(money).allIn);
  });
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

describe('listingAmount', () => {
  it('names the listing amount fields for the chosen quantity', () => {
    expect(
      listingAmount({ priceMinor: 8_000, feesMinor: 1_200, taxRateBp: 888 }, 2, {
        faceValueMinor: 6_500,
        wholesaleMinor: 7_000,
      }),
    ).toEqual({
      price: 8_000,
      fees: 2_400,
      faceValue: 6_500,
      quantity: 2,
      // 184.00 × 8.88 % = 16.3392 → 16.34
      total: 20_034,
      actualTax: 8.88,
      taxValue: 1_634,
      tax: { amount: 1_634 },
      converted_discount: 0,
      wholeSalePrice: 7_000,
    });
  });
});
