import { describe, expect, it } from 'vitest';
import { type InvalidationListener, ReadCache } from './read-cache';
import { ReadScope, runInReadScope } from './read-scope';

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

  it('peeks at a live value without loading, as a hit the read scope hears of', async () => {
    let now = 0;
    const cache = new ReadCache({ now: () => now });
    expect(cache.peek('k')).toBeUndefined();
    const loaded = cache.get('k', { ttlMs: 1_000, tags: ['listings'] }, async () => 'v');
    const scope = new ReadScope();
    now = 500;
    expect(runInReadScope(scope, () => cache.peek('k'))).toBe(loaded);
    expect([...scope.tags]).toEqual(['listings']);
    expect(cache.lookups).toEqual({ hits: 1, misses: 1 });
    now = 1_000;
    expect(cache.peek('k')).toBeUndefined();
    cache.get('k', { ttlMs: 1_000, tags: ['listings'] }, async () => 'w');
    cache.invalidate('listings');
    expect(cache.peek('k')).toBeUndefined();
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

  it('tells its listeners, and publishes to other copies, what `invalidate` drops', () => {
    const cache = new ReadCache();
    const heard: string[] = [];
    const listener: InvalidationListener = {
      invalidate: (tag) => heard.push(tag),
      clear: () => heard.push('(everything)'),
    };
    const unsubscribe = cache.subscribe(listener);
    const published: string[] = [];
    cache.publishTo((tag) => published.push(tag));

    cache.invalidate('listings');
    // Another copy's tag: applied here, never published back.
    cache.invalidateHere('events');
    cache.clear();
    expect(heard).toEqual(['listings', 'events', '(everything)']);
    expect(published).toEqual(['listings']);

    unsubscribe();
    cache.invalidate('genres');
    expect(heard).toHaveLength(3);
  });

  it('reports the tags and freshness of every read, hit or miss, to the read scope', async () => {
    let now = 1_000;
    const cache = new ReadCache({ now: () => now });
    await cache.get('a', { ttlMs: 30_000, tags: ['events', 'listings'] }, async () => 1);
    now = 2_000;
    const page = new ReadScope();
    const answer = new ReadScope(page);
    await runInReadScope(page, () =>
      Promise.all([
        cache.get('a', { ttlMs: 30_000, tags: ['events', 'listings'] }, async () => 1),
        runInReadScope(answer, () =>
          cache.get('b', { ttlMs: 5_000, tags: ['genres'] }, async () => 2),
        ),
      ]),
    );
    expect([...answer.tags]).toEqual(['genres']);
    expect(answer.expiresAt).toBe(7_000);
    // The nested scope reports to the one around it; the hit keeps its first expiry (31 s).
    expect([...page.tags].sort()).toEqual(['events', 'genres', 'listings']);
    expect(page.expiresAt).toBe(7_000);
  });
});

describe('ReadCache memory bound', () => {
  const options = { ttlMs: 60_000, tags: ['events'] };

  it('keeps its loaded values under maxBytes, dropping the oldest first', async () => {
    const cache = new ReadCache({ maxBytes: 100_000 });
    const big = 'x'.repeat(10_000); // 20 KB as JSON text
    for (let i = 0; i < 20; i += 1) await cache.get(`k${i}`, options, async () => big);
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeLessThan(20);
    // The newest answers are the ones kept.
    let loads = 0;
    await cache.get('k19', options, async () => {
      loads += 1;
      return big;
    });
    expect(loads).toBe(0);
  });

  it('serves one value larger than the whole bound without keeping it', async () => {
    const cache = new ReadCache({ maxBytes: 1_000 });
    expect(await cache.get('huge', options, async () => 'y'.repeat(5_000))).toHaveLength(5_000);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
