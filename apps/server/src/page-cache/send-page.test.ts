import { describe, expect, it } from 'vitest';
import { preferredEncoding, sharedCacheControl } from './send-page';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip', 'gzip'],
    ['deflate, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', null],
    ['deflate', null],
    [undefined, null],
  ])('picks from "%s": %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('sharedCacheControl', () => {
  it('lets a CDN keep a page while its data is fresh, at most 30 s, and browsers revalidate', () => {
    expect(sharedCacheControl(12_500, 0)).toBe('public, max-age=0, s-maxage=12, must-revalidate');
    expect(sharedCacheControl(600_000, 0)).toBe('public, max-age=0, s-maxage=30, must-revalidate');
    expect(sharedCacheControl(0, 5_000)).toBe('public, max-age=0, s-maxage=0, must-revalidate');
  });
});
