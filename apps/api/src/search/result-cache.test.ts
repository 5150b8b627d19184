import { describe, expect, it } from 'vitest';
import { ResultCache } from './result-cache';

describe('search ResultCache memory bound', () => {
  it('keeps its answers under maxBytes however many distinct queries arrive', () => {
    const cache = new ResultCache<string>({ maxBytes: 200_000 });
    const now = Date.now();
    for (let i = 0; i < 1_000; i += 1) {
      const json = JSON.stringify({ data: 'r'.repeat(1_000) });
      cache.set(`query ${i}`, json, json.length, now, now + 60_000);
    }
    expect(cache.bytes).toBeLessThanOrEqual(200_000);
    expect(cache.get('query 999', now)).toBeDefined();
    expect(cache.get('query 0', now)).toBeUndefined();
  });

  it('does not keep an answer larger than the whole bound', () => {
    const cache = new ResultCache<string>({ maxBytes: 1_000 });
    const now = Date.now();
    cache.set('big', 'z'.repeat(10_000), 10_000, now, now + 60_000);
    expect(cache.get('big', now)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
