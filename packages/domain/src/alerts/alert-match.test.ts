import { describe, expect, it } from 'vitest';
import { SPLIT_IDS } from '../ids';
import {
  type AlertCandidate,
  type AlertWish,
  alertDay,
  alertMatches,
  allInIn,
} from './alert-match';

const wish: AlertWish = {
  quantity: 2,
  zoneId: 'lower',
  section: null,
  targetMinor: 8_000,
  currency: 'GBP',
};
const listing: AlertCandidate = {
  section: '101',
  zoneId: 'lower',
  currency: 'GBP',
  available: 4,
  splitRule: null,
  seatTypeId: 1,
  priceMinor: 6_500,
  feesMinor: 1_000,
  taxRateBp: 0,
};

describe('alertMatches', () => {
  it('matches a listing in the zone at or under the target with the quantity buyable', () => {
    expect(alertMatches(wish, listing, 7_500)).toBe(true);
    expect(alertMatches(wish, listing, 8_000)).toBe(true);
  });
  it('refuses a price over the target, another zone, or a section not asked for', () => {
    expect(alertMatches(wish, listing, 8_001)).toBe(false);
    expect(alertMatches(wish, { ...listing, zoneId: 'upper' }, 7_500)).toBe(false);
    expect(alertMatches({ ...wish, section: 'B12' }, listing, 7_500)).toBe(false);
    expect(alertMatches({ ...wish, section: '101' }, listing, 7_500)).toBe(true);
  });
  it('refuses a quantity the split rule does not sell', () => {
    expect(
      alertMatches(wish, { ...listing, available: 3, splitRule: SPLIT_IDS.NeverLeaveOne }, 7_500),
    ).toBe(false);
    expect(
      alertMatches(wish, { ...listing, available: 4, splitRule: SPLIT_IDS.noSplitsId }, 7_500),
    ).toBe(false);
    expect(alertMatches(wish, { ...listing, available: 1 }, 7_500)).toBe(false);
  });
});

describe('allInIn', () => {
  const rates = new Map([
    ['GBP', { code: 'GBP', unitsPerUsd: 0.8, minorUnits: 2 }],
    ['USD', { code: 'USD', unitsPerUsd: 1, minorUnits: 2 }],
  ]);
  it('prices in the listing currency as is, and converts money before tax otherwise', () => {
    expect(allInIn({ ...listing, taxRateBp: 1_000 }, 'GBP', rates)).toBe(8_250);
    expect(allInIn({ ...listing, currency: 'USD' }, 'GBP', rates)).toBe(6_000);
    expect(allInIn({ ...listing, currency: 'XXX' }, 'GBP', rates)).toBeNull();
  });
});

describe('alertDay', () => {
  it('is the UTC calendar day', () => {
    expect(alertDay(new Date('2026-11-26T23:59:59Z'))).toBe('2026-11-26');
  });
});
