import { describe, expect, it } from 'vitest';
import { bandOf, HEAT_COLOURS, priceBands } from './price-heat';

describe('priceBands', () => {
  it('spreads the sections over five bands, cheapest first', () => {
    const prices = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    const bands = priceBands(prices);
    expect(bands.map((b) => [b.from, b.to])).toEqual([
      [10, 20],
      [30, 40],
      [50, 60],
      [70, 80],
      [90, 100],
    ]);
    expect(bands.map((b) => b.colour)).toEqual([...HEAT_COLOURS]);
    expect(bandOf(bands, 35)?.colour).toBe(HEAT_COLOURS[1]);
    expect(bandOf(bands, 100)?.colour).toBe(HEAT_COLOURS[4]);
  });

  it('uses fewer bands for fewer distinct prices, and none for none', () => {
    expect(priceBands([50, 50, 70]).map((b) => [b.from, b.to])).toEqual([
      [50, 50],
      [70, 70],
    ]);
    expect(priceBands([])).toEqual([]);
  });
});
