import { describe, expect, it } from 'vitest';
import { decimalToMinor } from './decimal-money';

describe('decimalToMinor', () => {
  it('reads decimal text and numbers exactly', () => {
    expect(decimalToMinor('129.50')).toBe(12_950);
    expect(decimalToMinor(129.5)).toBe(12_950);
    expect(decimalToMinor('0.29')).toBe(29);
    expect(decimalToMinor(0.29)).toBe(29);
    expect(decimalToMinor('75')).toBe(7_500);
    expect(decimalToMinor('1500', 0)).toBe(1_500);
    expect(decimalToMinor('12.300')).toBe(1_230);
  });

  it('refuses what is not an amount in the currency', () => {
    expect(decimalToMinor('12.345')).toBeNull();
    expect(decimalToMinor('-1')).toBeNull();
    expect(decimalToMinor(-1)).toBeNull();
    expect(decimalToMinor('abc')).toBeNull();
    expect(decimalToMinor(Number.NaN)).toBeNull();
    expect(decimalToMinor(1e21)).toBeNull();
    expect(decimalToMinor('1.5', 0)).toBeNull();
  });
});
