import { ReadCache } from '@reprise/api/cache/read-cache';
import { describe, expect, it } from 'vitest';
import type { CachedPage } from './cached-page';
import { PageCache, STALE_GRACE_MS } from './page-cache';
import { PageEncodings } from './page-encodings';

const page = (html: string): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: Buffer.from(html),
  encodings: new PageEncodings(Buffer.from(html)),
  etag: `W/"${html}"`,
  csp: null,
});

function cacheAt(start: number) {
  const clock = { now: start };
  const readCache = new ReadCache();
  const cache = new PageCache({ maxBytes: 1 << 20, readCache, now: () => clock.now });
  return { clock, readCache, cache };
}

describe('PageCache freshness', () => {
  it('is fresh until its data expires, stale through the grace, then gone', () => {
    const { clock, cache } = cacheAt(1_000);
    cache.takeOff('k').land({ page: page('a'), tags: ['listings'], expiresAt: 2_000 });
    expect(cache.get('k')?.stale).toBe(false);
    clock.now = 2_000;
    expect(cache.get('k')).toMatchObject({ stale: true, entry: { expiresAt: 2_000 } });
    clock.now = 2_000 + STALE_GRACE_MS - 1;
    expect(cache.get('k')?.stale).toBe(true);
    clock.now = 2_000 + STALE_GRACE_MS;
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops a page on invalidation, fresh or stale', () => {
    const { clock, readCache, cache } = cacheAt(1_000);
    cache.takeOff('fresh').land({ page: page('a'), tags: ['listings'], expiresAt: 5_000 });
    cache.takeOff('stale').land({ page: page('b'), tags: ['listings'], expiresAt: 2_000 });
    clock.now = 3_000;
    readCache.invalidate('listings');
    expect(cache.get('fresh')).toBeUndefined();
    expect(cache.get('stale')).toBeUndefined();
  });

  it('keeps no page whose data was already stale when it landed', () => {
    const { cache } = cacheAt(1_000);
    cache.takeOff('k').land({ page: page('a'), tags: [], expiresAt: 1_000 });
    expect(cache.get('k')).toBeUndefined();
  });

  it('tallies its lookups for the metrics: kept pages (fresh or stale) are hits', () => {
    const { clock, cache } = cacheAt(1_000);
    expect(cache.get('k')).toBeUndefined();
    cache.takeOff('k').land({ page: page('a'), tags: [], expiresAt: 2_000 });
    cache.get('k');
    clock.now = 2_000;
    cache.get('k');
    clock.now = 2_000 + STALE_GRACE_MS;
    cache.get('k');
    expect(cache.lookups).toEqual({ hits: 2, misses: 2 });
  });
});
