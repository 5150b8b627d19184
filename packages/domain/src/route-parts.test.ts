import { describe, expect, it } from 'vitest';
import { fixedPagePath, genreSegment, NO_GENRE_SEGMENT, seg } from './route-parts';

describe('route parts', () => {
  it('encodes a segment from data', () => {
    expect(seg('a/b c')).toBe('a%2Fb%20c');
    expect(seg(42)).toBe('42');
  });

  it('gives a missing genre its own segment', () => {
    expect(genreSegment('r&b')).toBe('r%26b');
    expect(genreSegment(null)).toBe(NO_GENRE_SEGMENT);
    expect(genreSegment('')).toBe('no-genre-found');
  });

  it('builds a fixed page behind the country prefix', () => {
    const invite = fixedPagePath('/invite');
    expect(invite()).toBe('/invite');
    expect(invite('au')).toBe('/au/invite');
    expect(invite('us')).toBe('/invite');
  });
});
