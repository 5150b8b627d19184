import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches } from './if-none-match';

describe('ifNoneMatchMatches', () => {
  const etag = '"abc"';

  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['"x", "y"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('"%s" matches "abc": %s', (header, expected) => {
    expect(ifNoneMatchMatches(header, etag)).toBe(expected);
  });

  it('compares a weak ETag weakly too, and reads a tag holding a comma as one tag', () => {
    expect(ifNoneMatchMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"a,b"', '"a,b"')).toBe(true);
    expect(ifNoneMatchMatches('"a", "b"', '"a,b"')).toBe(false);
  });
});
