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
  it('holds the markets, gb and uk, the neighbours and noc', () => {
    for (const code of ['us', 'uk', 'gb', 'au', 'nz', 'ca', 'ie', 'de', 'fr', 'es', 'jp', 'noc']) {
      expect(KNOWN_COUNTRY_CODES.has(code), code).toBe(true);
    }
  });

  it('rejects codes that are not countries', () => {
    for (const code of ['xx', 'zz', 'eu', 'aa', 'sports', '']) {
      expect(KNOWN_COUNTRY_CODES.has(code), code).toBe(false);
    }
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
  it('keeps us and noc, maps gb to uk and empty to noc', () => {
    expect(canonicalCountryCode('US')).toBe('us');
    expect(canonicalCountryCode('gb')).toBe('uk');
    expect(canonicalCountryCode('noc')).toBe(NO_COUNTRY);
    expect(canonicalCountryCode('')).toBe(NO_COUNTRY);
    expect(canonicalCountryCode(undefined)).toBe(NO_COUNTRY);
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
  it('omits the prefix for null, us and noc', () => {
    expect(withCountryPrefix('/sports', null)).toBe('/sports');
    expect(withCountryPrefix('/sports')).toBe('/sports');
    expect(withCountryPrefix('/sports', 'us')).toBe('/sports');
    expect(withCountryPrefix('/sports', 'noc')).toBe('/sports');
    expect(withCountryPrefix('/sports', '')).toBe('/sports');
  });

  it('adds the normalised prefix otherwise', () => {
    expect(withCountryPrefix('/sports', 'uk')).toBe('/uk/sports');
    expect(withCountryPrefix('/sports', 'GB')).toBe('/uk/sports');
    expect(withCountryPrefix('sports', 'au')).toBe('/au/sports');
  });

  it('gives the home path no trailing slash', () => {
    expect(withCountryPrefix('/', 'nz')).toBe('/nz');
    expect(withCountryPrefix('/', 'us')).toBe('/');
    expect(withCountryPrefix('/?x=1', 'nz')).toBe('/nz?x=1');
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
