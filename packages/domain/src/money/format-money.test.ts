import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes minor units with the currency symbol and its own digits', () => {
    expect(formatMoney(123_450, 'GBP', 2)).toBe('£1,234.50');
    expect(formatMoney(1_870, 'JPY', 0)).toBe('¥1,870');
    expect(formatMoney(999, 'USD', 2)).toBe('$9.99');
  });

  it('rounds to whole units on request, but never hides an amount under one unit', () => {
    expect(formatMoney(3_849, 'GBP', 2, { whole: true })).toBe('£38');
    expect(formatMoney(3_850, 'GBP', 2, { whole: true })).toBe('£39');
    expect(formatMoney(40, 'GBP', 2, { whole: true })).toBe('£0.40');
  });

  it('still writes an unknown currency code', () => {
    expect(formatMoney(1_250, 'XYZ', 2)).toMatch(/12\.50/);
  });
});
