import { describe, expect, it } from 'vitest';
import { minorFromTyped, typedFromMinor } from './desk-amount';

describe('desk amounts', () => {
  it('reads typed pounds as pence, refusing what is not a plain amount', () => {
    expect(minorFromTyped('12.50', 'GBP')).toBe(1250);
    expect(minorFromTyped('7', 'GBP')).toBe(700);
    expect(minorFromTyped('0.5', 'GBP')).toBe(50);
    expect(minorFromTyped('1.234', 'GBP')).toBeNull();
    expect(minorFromTyped('-1', 'GBP')).toBeNull();
    expect(minorFromTyped('0', 'GBP')).toBeNull();
    expect(minorFromTyped('1e3', 'GBP')).toBeNull();
  });

  it('shows pence as pounds', () => {
    expect(typedFromMinor(2150, 'GBP')).toBe('21.50');
  });
});
