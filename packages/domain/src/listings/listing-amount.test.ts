import { describe, expect, it } from 'vitest';
import { listingAmount } from './listing-amount';

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
