import { describe, expect, it } from 'vitest';
import { normaliseSearchText, searchTokens } from './normalise';

describe('normaliseSearchText', () => {
  it('folds case and accents so Beyoncé, BEYONCE and beyonce meet', () => {
    expect(normaliseSearchText('Beyoncé')).toBe('beyonce');
    expect(normaliseSearchText('BEYONCE')).toBe('beyonce');
    expect(normaliseSearchText('Mötley Crüe')).toBe('motley crue');
  });

  it('folds letters NFKD leaves whole, and full-width letters', () => {
    expect(normaliseSearchText('Røyksopp')).toBe('royksopp');
    expect(normaliseSearchText('Straße')).toBe('strasse');
    expect(normaliseSearchText('ＡＢＣ')).toBe('abc');
  });

  it('splits on punctuation, joins apostrophes, and collapses spaces', () => {
    expect(normaliseSearchText("  Guns N' Roses  ")).toBe('guns n roses');
    expect(normaliseSearchText('AC/DC')).toBe('ac dc');
    expect(normaliseSearchText('Jay-Z')).toBe('jay z');
  });

  it('leaves nothing of emoji, symbols or SQL-ish text but its words', () => {
    expect(normaliseSearchText('🎸🎤')).toBe('');
    expect(normaliseSearchText('%_%')).toBe('');
    expect(normaliseSearchText("'; drop table events; --")).toBe('drop table events');
  });
});

describe('searchTokens', () => {
  it('gives the words in order, none for blank text', () => {
    expect(searchTokens('Manchester United')).toEqual(['manchester', 'united']);
    expect(searchTokens('   ')).toEqual([]);
  });
});
