import { describe, expect, it } from 'vitest';
import { TaggedCache } from './tagged-cache';

const store = (tags: string[], expiresAt = 10_000, bytes = 100, ticket = 0) => ({
  tags,
  expiresAt,
  bytes,
  ticket,
});

describe('TaggedCache', () => {
  it('serves an entry until it expires', () => {
    let now = 0;
    const cache = new TaggedCache<string>({ maxBytes: 10_000, now: () => now });
    cache.set('k', 'v', store(['events'], 1_000));
    expect(cache.get('k')?.value).toBe('v');
    now = 1_000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('drops the entries of an invalidated tag, and only those', () => {
    const cache = new TaggedCache<string>({ maxBytes: 10_000, now: () => 0 });
    cache.set('a', '1', store(['events', 'listings']));
    cache.set('b', '2', store(['genres']));
    cache.invalidate('listings');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.value).toBe('2');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('refuses a value built from data invalidated while it was being built', () => {
    const cache = new TaggedCache<string>({ maxBytes: 10_000, now: () => 0 });
    const before = cache.ticket();
    cache.invalidate('listings');
    expect(cache.set('a', 'stale', store(['events', 'listings'], 10_000, 100, before))).toBe(false);
    expect(cache.set('b', 'fine', store(['genres'], 10_000, 100, before))).toBe(true);
    cache.clear();
    expect(cache.set('c', 'stale', store(['genres'], 10_000, 100, before))).toBe(false);
    expect(cache.set('c', 'fresh', store(['genres'], 10_000, 100, cache.ticket()))).toBe(true);
  });

  it('stays within its byte bound, dropping the least recently used first', () => {
    // Each entry: 1,000 bytes of value, 2 of key, 200 of bookkeeping.
    const cache = new TaggedCache<string>({ maxBytes: 3_700, now: () => 0 });
    cache.set('a', 'A', store([], 10_000, 1_000));
    cache.set('b', 'B', store([], 10_000, 1_000));
    cache.set('c', 'C', store([], 10_000, 1_000));
    cache.get('a');
    cache.set('d', 'D', store([], 10_000, 1_000));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.value)).toEqual(['A', 'C', 'D']);
    expect(cache.bytes).toBeLessThanOrEqual(3_700);
    // Too big to keep at all.
    expect(cache.set('huge', 'H', store([], 10_000, 5_000))).toBe(false);
    expect(cache.size).toBe(3);
  });
});
