import { describe, expect, it } from 'vitest';
import { normaliseSearchText, searchTokens } from './normalise';

describe('normaliseSearchText', () => {
  // Case and accents fold so Beyoncé, BEYONCE and beyonce meet; letters NFKD leaves whole and
  // full-width letters fold too; punctuation splits, apostrophes join, spaces collapse; emoji,
  // symbols and SQL-ish text leave nothing but their words.
  it.each([
    ['Beyoncé', 'beyonce'],
    ['BEYONCE', 'beyonce'],
    ['Mötley Crüe', 'motley crue'],
    ['Røyksopp', 'royksopp'],
    ['Straße', 'strasse'],
    ['ＡＢＣ', 'abc'],
    ["  Guns N' Roses  ", 'guns n roses'],
    ['AC/DC', 'ac dc'],
    ['Jay-Z', 'jay z'],
    ['🎸🎤', ''],
    ['%_%', ''],
    ["'; drop table events; --", 'drop table events'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseSearchText(input)).toBe(expected);
  });
});

describe('searchTokens', () => {
  it('gives the words in order, none for blank text', () => {
    expect(searchTokens('Manchester United')).toEqual(['manchester', 'united']);
    expect(searchTokens('   ')).toEqual([]);
  });
});
