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
});
