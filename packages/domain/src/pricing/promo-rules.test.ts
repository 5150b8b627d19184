import { describe, expect, it } from 'vitest';
import {
  firstOrderEligible,
  normalisePromoCode,
  type PromoRule,
  promoRefusal,
} from './promo-rules';

const now = new Date('2026-11-23T12:00:00Z');
const base: PromoRule = {
  code: 'X',
  amountType: 'PERCENTAGE',
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  usedCount: 0,
  categoryId: null,
};

describe('promoRefusal', () => {
  it('names each reason a code cannot be used, else null', () => {
    expect(promoRefusal(undefined, now)).toBe('PROMO_NOT_FOUND');
    expect(promoRefusal({ ...base, startsAt: new Date('2026-12-01T00:00:00Z') }, now)).toBe(
      'PROMO_NOT_FOUND',
    );
    expect(promoRefusal({ ...base, expiresAt: now }, now)).toBe('PROMO_EXPIRED');
    expect(promoRefusal({ ...base, maxUses: 3, usedCount: 3 }, now)).toBe('PROMO_USED_UP');
    expect(promoRefusal({ ...base, categoryId: 3 }, now, { categoryId: 1 })).toBe(
      'PROMO_NOT_APPLICABLE',
    );
    expect(promoRefusal({ ...base, categoryId: 3 }, now, { categoryId: 3 })).toBeNull();
    expect(promoRefusal({ ...base, maxUses: 3, usedCount: 2 }, now)).toBeNull();
  });

  it('reads codes trimmed and upper-case', () => {
    expect(normalisePromoCode('  reprise10 ')).toBe('REPRISE10');
  });
});

describe('firstOrderEligible', () => {
  const offer = { expiresAt: new Date('2027-01-01T00:00:00Z'), usedAt: null };
  it('is once, within the window, for a buyer with no order yet', () => {
    expect(firstOrderEligible(offer, 0, now)).toBe(true);
    expect(firstOrderEligible(offer, 1, now)).toBe(false);
    expect(firstOrderEligible({ ...offer, usedAt: now }, 0, now)).toBe(false);
    expect(firstOrderEligible({ ...offer, expiresAt: now }, 0, now)).toBe(false);
    expect(firstOrderEligible(undefined, 0, now)).toBe(false);
  });
});
