import { describe, expect, it } from 'vitest';
import { RangeMinimum } from './rank-range';

describe('RangeMinimum', () => {
  const values = Int32Array.from([7, 3, 9, 0, 5, 8, 1, 6, 2, 4]);
  const table = new RangeMinimum(values);

  it('finds the smallest value of any slice', () => {
    for (let from = 0; from < values.length; from++) {
      for (let to = from + 1; to <= values.length; to++) {
        const slice = [...values.slice(from, to)];
        expect(values[table.argMin(from, to)]).toBe(Math.min(...slice));
      }
    }
  });

  it('visits a slice smallest first and stops when told', () => {
    const seen: number[] = [];
    table.ascending(2, 9, (value) => {
      seen.push(value);
      return true;
    });
    expect(seen).toEqual([0, 1, 2, 5, 6, 8, 9]);
    const firstTwo: number[] = [];
    table.ascending(0, 10, (value) => {
      firstTwo.push(value);
      return firstTwo.length < 2;
    });
    expect(firstTwo).toEqual([0, 1]);
    table.ascending(4, 4, () => {
      throw new Error('an empty slice has nothing to visit');
    });
  });
});
