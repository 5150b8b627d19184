import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['gzip;q=0, *', null],
    ['*', 'gzip'],
    ['*;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['br;q=nonsense', null],
    ['', null],
    [undefined, null],
  ])('picks from "%s": %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('gives the same choice for a header asked again, before and after many others', () => {
    const headers = ['br;q=0.5, gzip', 'gzip, deflate, br', 'br;q=0, gzip;q=0'];
    const first = headers.map((header) => preferredEncoding(header));
    expect(first).toEqual(['gzip', 'br', null]);
    expect(headers.map((header) => preferredEncoding(header))).toEqual(first);
    for (let i = 0; i < 200; i++) {
      expect(preferredEncoding(`x-${i}, br;q=0.${(i % 9) + 1}`)).toBe('br');
    }
    expect(headers.map((header) => preferredEncoding(header))).toEqual(first);
  });
});
