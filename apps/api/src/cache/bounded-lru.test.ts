import { describe, expect, it } from 'vitest';
import { BoundedLru } from './bounded-lru';

describe('BoundedLru', () => {
  it('drops the least recently used entry when the count bound is reached', () => {
    const lru = new BoundedLru<number>({ maxEntries: 2, maxBytes: 1_000 });
    lru.set('a', 1, 10);
    lru.set('b', 2, 10);
    expect(lru.get('a')).toBe(1); // 'b' is now the least recently used
    lru.set('c', 3, 10);
    expect(lru.size).toBe(2);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
  });

  it('keeps the order right when the newest key is read again, deleted or cleared', () => {
    const lru = new BoundedLru<number>({ maxEntries: 2, maxBytes: 1_000 });
    lru.set('a', 1, 10);
    lru.set('b', 2, 10);
    lru.get('a');
    lru.get('a'); // already the newest: 'b' stays the least recently used
    lru.set('c', 3, 10);
    expect(lru.get('b')).toBeUndefined();
    lru.delete('c'); // 'a' is left, and is no longer behind a newer key
    lru.set('d', 4, 10);
    lru.get('a');
    lru.set('e', 5, 10); // 'd' is the least recently used
    expect([lru.get('a'), lru.get('d'), lru.get('e')]).toEqual([1, undefined, 5]);
    lru.clear();
    lru.set('f', 6, 10);
    lru.set('g', 7, 10);
    lru.get('f');
    lru.set('h', 8, 10);
    expect([lru.get('f'), lru.get('g'), lru.get('h')]).toEqual([6, undefined, 8]);
  });

  it('drops least recently used entries until the bytes fit, and refuses one larger than the budget', () => {
    const removed: string[] = [];
    const lru = new BoundedLru<string>({
      maxBytes: 100,
      onRemove: (key) => removed.push(key),
    });
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    lru.get('a');
    lru.set('c', 'C', 50); // 130 > 100: 'b', the least recently used, goes
    expect(removed).toEqual(['b']);
    expect(lru.bytes).toBe(90);
    expect(lru.set('huge', 'H', 101)).toBe(false);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.bytes).toBe(90);
  });

  it('replaces a key without counting it twice', () => {
    const lru = new BoundedLru<string>({ maxBytes: 100, maxEntries: 2 });
    lru.set('a', 'old', 60);
    lru.set('a', 'new', 70);
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(70);
    expect(lru.get('a')).toBe('new');
  });

  it('recounts an entry once its size is known, dropping others and never itself unless too big', () => {
    const lru = new BoundedLru<string>({ maxBytes: 100 });
    lru.set('loading', 'L', 0);
    lru.set('b', 'B', 50);
    lru.set('c', 'C', 40);
    expect(lru.resize('loading', 30)).toBe(true); // 120: 'b', the oldest other, goes
    expect(lru.get('b')).toBeUndefined();
    expect(lru.bytes).toBe(70);
    expect(lru.resize('c', 200)).toBe(false);
    expect(lru.get('c')).toBeUndefined();
    expect(lru.bytes).toBe(30);
  });

  it('empties at once on clear', () => {
    const lru = new BoundedLru<number>({ maxBytes: 100 });
    lru.set('a', 1, 10);
    lru.clear();
    expect(lru.size).toBe(0);
    expect(lru.bytes).toBe(0);
  });
});
