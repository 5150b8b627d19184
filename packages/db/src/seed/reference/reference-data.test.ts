import { describe, expect, it } from 'vitest';
import { COUNTRY_SEEDS, CURRENCY_SEEDS, STATE_SEEDS } from './reference-data';

describe('reference data', () => {
  it('has the fixed country ids and UK regions', () => {
    const byCode = new Map(COUNTRY_SEEDS.map((c) => [c.code, c.id]));
    expect(Object.fromEntries(['us', 'uk', 'au', 'nz'].map((c) => [c, byCode.get(c)]))).toEqual({
      us: 233,
      uk: 232,
      au: 14,
      nz: 158,
    });
    const uk = STATE_SEEDS.filter((s) => s.countryId === 232).map((s) => [s.id, s.name]);
    expect(uk).toEqual([
      [2335, 'Scotland'],
      [2336, 'England'],
      [2337, 'Ireland'],
      [2338, 'Wales'],
    ]);
  });

  it('keeps ids and codes unique and every country currency listed', () => {
    const unique = <T>(list: T[]) => new Set(list).size === list.length;
    expect(unique(COUNTRY_SEEDS.map((c) => c.id))).toBe(true);
    expect(unique(COUNTRY_SEEDS.map((c) => c.code))).toBe(true);
    expect(unique(STATE_SEEDS.map((s) => s.id))).toBe(true);
    const currencies = new Set(CURRENCY_SEEDS.map((c) => c.code));
    for (const country of COUNTRY_SEEDS) expect(currencies.has(country.currencyCode)).toBe(true);
    for (const state of STATE_SEEDS) {
      expect(COUNTRY_SEEDS.some((c) => c.id === state.countryId)).toBe(true);
    }
  });

  it('lists the seven currencies with JPY as the one without minor units', () => {
    expect(CURRENCY_SEEDS.map((c) => c.code)).toEqual([
      'GBP',
      'EUR',
      'AUD',
      'NZD',
      'JPY',
      'CNY',
      'USD',
    ]);
    expect(CURRENCY_SEEDS.filter((c) => c.minorUnits === 0).map((c) => c.code)).toEqual(['JPY']);
    expect(CURRENCY_SEEDS.find((c) => c.code === 'USD')?.unitsPerUsd).toBe(1);
  });
});
