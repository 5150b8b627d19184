import { describe, expect, it } from 'vitest';
import {
  canonicalCountryCode,
  isKnownCountryCode,
  KNOWN_COUNTRY_CODES,
  NO_COUNTRY,
  normalizeCountryCode,
  splitCountryPrefix,
  withCountryPrefix,
} from './country';

describe('KNOWN_COUNTRY_CODES', () => {
  // The markets, gb and uk, the neighbours and noc.
  it.each(['us', 'uk', 'gb', 'au', 'nz', 'ca', 'ie', 'de', 'fr', 'es', 'jp', 'noc'])(
    'holds %j',
    (code) => {
      expect(KNOWN_COUNTRY_CODES.has(code)).toBe(true);
    },
  );

  it.each(['xx', 'zz', 'eu', 'aa', 'sports', ''])('rejects %j, which is not a country', (code) => {
    expect(KNOWN_COUNTRY_CODES.has(code)).toBe(false);
  });

  it('knows a code whatever its case', () => {
    expect(isKnownCountryCode('UK')).toBe(true);
  });
});

describe('normalizeCountryCode', () => {
  it.each([
    ['UK', 'uk'],
    ['gb', 'uk'],
    ['GB', 'uk'],
    ['au', 'au'],
    [' nz ', 'nz'],
    ['us', null],
    ['US', null],
    ['noc', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['xx', null],
    ['sports', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCountryCode(input)).toBe(expected);
  });
});

describe('canonicalCountryCode', () => {
  // It keeps us and noc, maps gb to uk and empty to noc.
  it.each([
    ['US', 'us'],
    ['gb', 'uk'],
    ['noc', NO_COUNTRY],
    ['', NO_COUNTRY],
    [undefined, NO_COUNTRY],
  ])('%j → %j', (code, expected) => {
    expect(canonicalCountryCode(code)).toBe(expected);
  });
});

describe('splitCountryPrefix', () => {
  it.each([
    ['/us/sports', null, '/sports'],
    ['/uk/sports', 'uk', '/sports'],
    ['/UK/sports/epl', 'uk', '/sports/epl'],
    ['/gb', 'uk', '/'],
    ['/gb/', 'uk', '/'],
    ['/uk', 'uk', '/'],
    ['/noc/x', null, '/x'],
    ['/us', null, '/'],
    ['/sports', null, '/sports'],
    ['/sports/epl', null, '/sports/epl'],
    ['/', null, '/'],
    ['', null, '/'],
    ['/xx/sports', null, '/xx/sports'],
    ['/ukraine', null, '/ukraine'],
    ['/au/cities/sydney+4', 'au', '/cities/sydney+4'],
  ])('%j → %j + %j', (pathname, countryCode, path) => {
    expect(splitCountryPrefix(pathname)).toEqual({ countryCode, path });
  });
});

describe('withCountryPrefix', () => {
  // No prefix for null, us and noc; the normalised prefix otherwise; no trailing slash on home.
  it.each([
    ['/sports', null, '/sports'],
    ['/sports', undefined, '/sports'],
    ['/sports', 'us', '/sports'],
    ['/sports', 'noc', '/sports'],
    ['/sports', '', '/sports'],
    ['/sports', 'uk', '/uk/sports'],
    ['/sports', 'GB', '/uk/sports'],
    ['sports', 'au', '/au/sports'],
    ['/', 'nz', '/nz'],
    ['/', 'us', '/'],
    ['/?x=1', 'nz', '/nz?x=1'],
  ])('%j in %j → %j', (path, countryCode, expected) => {
    expect(withCountryPrefix(path, countryCode)).toBe(expected);
  });

  it('round-trips with splitCountryPrefix', () => {
    for (const code of ['uk', 'au', null]) {
      expect(splitCountryPrefix(withCountryPrefix('/venue/o2-arena', code))).toEqual({
        countryCode: code,
        path: '/venue/o2-arena',
      });
    }
  });
});
