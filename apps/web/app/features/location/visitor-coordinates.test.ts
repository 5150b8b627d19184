import { describe, expect, it } from 'vitest';
import { decodeCoordinates, encodeCoordinates } from './visitor-coordinates';

describe('visitor coordinates cookie', () => {
  it('round-trips coordinates rounded to two decimals', () => {
    const value = encodeCoordinates({ latitude: 51.50735, longitude: -0.12776 });
    expect(value).toBe('51.51,-0.13');
    expect(decodeCoordinates(value)).toEqual({ latitude: 51.51, longitude: -0.13 });
  });

  it('refuses anything that is not two coordinates in range', () => {
    for (const bad of [null, '', 'abc', '51.5', '91,0', '0,181', '1,2,3', '51.5;0']) {
      expect(decodeCoordinates(bad)).toBeNull();
    }
  });
});
