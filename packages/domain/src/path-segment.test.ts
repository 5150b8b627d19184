import { describe, expect, it } from 'vitest';
import { decodePathSegment } from './path-segment';

describe('decodePathSegment', () => {
  it('reads an encoded plus as a plus', () => {
    expect(decodePathSegment('london%2B7')).toBe('london+7');
    expect(decodePathSegment('london%2b7')).toBe('london+7');
  });

  it('keeps a literal plus (a path is not a query string)', () => {
    expect(decodePathSegment('london+7')).toBe('london+7');
  });

  it('decodes other escapes', () => {
    expect(decodePathSegment('caf%C3%A9')).toBe('café');
  });

  it('decodes only the plus when the segment has a malformed escape', () => {
    expect(decodePathSegment('100%%2B1')).toBe('100%+1');
  });
});
