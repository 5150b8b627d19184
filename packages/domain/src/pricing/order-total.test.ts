import { describe, expect, it } from 'vitest';
import { allInPrice } from '../listings/all-in-price';
import { listingAmount } from '../listings/listing-amount';
import { orderTotal, percentOf, prePromoTotal, promoDiscount, ticketsMinor } from './order-total';

const NO_EXTRAS = { faceValueMinor: null, wholesaleMinor: null };

const money = { priceMinor: 5_000, feesMinor: 750, taxRateBp: 825 };

describe('orderTotal', () => {
  it('is fees + unit × quantity + tax on the pre-promo sum, without a promo', () => {
    // 3 × 50.00 + 3 × 7.50 = 172.50; 8.25 % of 172.50 = 14.23125 → 14.23
    expect(orderTotal(money, 3)).toEqual({
      quantity: 3,
      unitPriceMinor: 5_000,
      feesMinor: 2_250,
      subtotalMinor: 17_250,
      promoMinor: 0,
      taxMinor: 1_423,
      totalMinor: 18_673,
      discount: null,
    });
  });

  it('takes a percentage promo of the sum and keeps tax on the pre-promo sum', () => {
    const total = orderTotal(money, 3, { promo: { type: 'PERCENTAGE', percentage: 10 } });
    expect(total).toMatchObject({ promoMinor: 1_725, taxMinor: 1_423, discount: 'promo' });
    expect(total.totalMinor).toBe(17_250 - 1_725 + 1_423);
  });

  it('takes a fixed promo, never more than the sum', () => {
    expect(orderTotal(money, 1, { promo: { type: 'FIXED', amountMinor: 500 } })).toMatchObject({
      promoMinor: 500,
      totalMinor: 5_750 - 500 + 474,
    });
    expect(orderTotal(money, 1, { promo: { type: 'FIXED', amountMinor: 999_999 } })).toMatchObject({
      promoMinor: 5_750,
      totalMinor: 474,
    });
  });

  it('applies the larger of the first-order discount and a promo, never both', () => {
    const first = orderTotal(money, 2, {
      promo: { type: 'FIXED', amountMinor: 100 },
      firstOrderPercent: 10,
    });
    expect(first).toMatchObject({ promoMinor: 1_150, discount: 'first-order' });
    const promo = orderTotal(money, 2, {
      promo: { type: 'PERCENTAGE', percentage: 20 },
      firstOrderPercent: 10,
    });
    expect(promo).toMatchObject({ promoMinor: 2_300, discount: 'promo' });
    const tie = orderTotal(money, 2, {
      promo: { type: 'PERCENTAGE', percentage: 10 },
      firstOrderPercent: 10,
    });
    expect(tie.discount).toBe('promo');
  });

  it('has no tax without a rate, and works in a currency without minor units', () => {
    expect(orderTotal({ priceMinor: 7_500, feesMinor: 0, taxRateBp: 0 }, 12)).toMatchObject({
      subtotalMinor: 90_000,
      taxMinor: 0,
      totalMinor: 90_000,
    });
  });

  it('refuses fractional money and quantities below one', () => {
    expect(() => orderTotal(money, 0)).toThrow(RangeError);
    expect(() => orderTotal(money, 1.5)).toThrow(RangeError);
    expect(() => orderTotal({ ...money, priceMinor: 10.5 }, 1)).toThrow(RangeError);
    expect(() => orderTotal({ ...money, feesMinor: -1 }, 1)).toThrow(RangeError);
  });
});

describe('percentOf and promoDiscount', () => {
  it.each([
    [1_005, 10, 101],
    [1_004, 10, 100],
    [0, 10, 0],
    [1_000, 0, 0],
  ])('round half up in integers: %i at %i %% is %i', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it('caps a percentage at 100 and ignores negative amounts', () => {
    expect(promoDiscount(1_000, { type: 'PERCENTAGE', percentage: 150 })).toBe(1_000);
    expect(promoDiscount(1_000, { type: 'FIXED', amountMinor: -50 })).toBe(0);
    expect(promoDiscount(1_000, null)).toBe(0);
  });
});

describe('prePromoTotal', () => {
  const money = { priceMinor: 10_000, feesMinor: 1_500, taxRateBp: 825 };

  it('takes fees per ticket and tax once on the whole sum', () => {
    // 3 × 100.00 + 3 × 15.00 = 345.00; 8.25 % = 28.4625 → 28.46
    expect(prePromoTotal(money, 3)).toEqual({
      quantity: 3,
      unitPriceMinor: 10_000,
      feesMinor: 4_500,
      subtotalMinor: 34_500,
      taxMinor: 2_846,
      totalMinor: 37_346,
    });
    // Three per-ticket all-in prices would be 373.47: the total is the rounding-exact figure.
    expect(allInPrice(money).allIn * 3).toBe(37_347);
    expect(prePromoTotal(money, 1).totalMinor).toBe(allInPrice(money).allIn);
  });

  it('is what checkout charges when no discount applies, the event page figure', () => {
    for (const quantity of [1, 2, 7, 12]) {
      const { promoMinor, discount, ...lines } = orderTotal(money, quantity);
      expect(promoMinor).toBe(0);
      expect(discount).toBeNull();
      expect(lines).toEqual(prePromoTotal(money, quantity));
      expect(listingAmount(money, quantity, NO_EXTRAS).total).toBe(lines.totalMinor);
    }
  });

  it('gives the tickets line as unit price × quantity', () => {
    const total = prePromoTotal(money, 4);
    expect(ticketsMinor(total.unitPriceMinor, total.quantity)).toBe(
      total.subtotalMinor - total.feesMinor,
    );
  });
});
