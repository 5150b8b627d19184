import { describe, expect, it } from 'vitest';
import { TagIndex } from './tag-index';

describe('TagIndex', () => {
  it('answers the keys of a tag, and forgets a key and an emptied tag', () => {
    const index = new TagIndex();
    index.add('home', ['events', 'event:1']);
    index.add('event-page', ['event:1']);
    index.add('faq', ['content']);
    expect(index.keysOf('event:1').sort()).toEqual(['event-page', 'home']);
    expect(index.keysOf('events')).toEqual(['home']);
    index.delete('home', ['events', 'event:1']);
    expect(index.keysOf('event:1')).toEqual(['event-page']);
    expect(index.keysOf('events')).toEqual([]);
    expect(index.keysOf('unknown')).toEqual([]);
    index.clear();
    expect(index.keysOf('content')).toEqual([]);
  });

  it('hands out a copy, so a caller may remove keys while it walks them', () => {
    const index = new TagIndex();
    index.add('a', ['t']);
    index.add('b', ['t']);
    const walked: string[] = [];
    for (const key of index.keysOf('t')) {
      walked.push(key);
      index.delete(key, ['t']);
    }
    expect(walked.sort()).toEqual(['a', 'b']);
    expect(index.keysOf('t')).toEqual([]);
  });
});
