import { describe, expect, it } from 'vitest';
import { sharedCacheControl } from './send-page';

describe('sharedCacheControl', () => {
  it('lets a CDN keep a page while its data is fresh, at most 30 s, and browsers revalidate', () => {
    expect(sharedCacheControl(12_500, 0)).toBe('public, max-age=0, s-maxage=12, must-revalidate');
    expect(sharedCacheControl(600_000, 0)).toBe('public, max-age=0, s-maxage=30, must-revalidate');
    expect(sharedCacheControl(0, 5_000)).toBe('public, max-age=0, s-maxage=0, must-revalidate');
  });
});
