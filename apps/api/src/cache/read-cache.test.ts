import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  const options = { ttlMs: 1_000, tags: ['events'] };

  it('serves a hit until the TTL passes, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache({ now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('k', options, load)).toBe(1);
    now = 999;
    expect(await cache.get('k', options, load)).toBe(1);
    now = 1_000;
    expect(await cache.get('k', options, load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = new ReadCache();
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const results = await Promise.all([1, 2, 3].map(() => cache.get('k', options, load)));
    expect(results).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('settles a thenable (a query builder) once and serves its result', async () => {
    let runs = 0;
    // Like a Drizzle query builder: every `then` runs the query again.
    const query: PromiseLike<number> = {
      // biome-ignore lint/suspicious/noThenProperty: the test double must be a thenable
      then: (resolve) => Promise.resolve(resolve?.(++runs) as never),
    };
    const cache = new ReadCache();
    expect(await cache.get('k', options, () => query)).toBe(1);
    expect(await cache.get('k', options, () => query)).toBe(1);
    expect(runs).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache();
    await expect(
      cache.get('k', options, () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down');
    expect(await cache.get('k', options, async () => 'ok')).toBe('ok');
  });

  it('drops every entry carrying an invalidated tag, and only those', async () => {
    const cache = new ReadCache();
    await cache.get('a', { ttlMs: 1_000, tags: ['events'] }, async () => 1);
    await cache.get('b', { ttlMs: 1_000, tags: ['events', 'venues'] }, async () => 2);
    await cache.get('c', { ttlMs: 1_000, tags: ['categories'] }, async () => 3);
    cache.invalidate('events');
    expect(cache.size).toBe(1);
    expect(await cache.get('c', options, async () => 99)).toBe(3);
  });

  it('stays within its size bound by evicting the oldest entry', async () => {
    const cache = new ReadCache({ maxEntries: 2 });
    await cache.get('a', options, async () => 1);
    await cache.get('b', options, async () => 2);
    await cache.get('c', options, async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', options, async () => 10)).toBe(10);
  });
});
