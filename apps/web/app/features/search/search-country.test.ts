import { describe, expect, it } from 'vitest';
import { localiseResultUrl, readCookie, searchCountryCode } from './search-country';

describe('searchCountryCode', () => {
  it('uses the countryCode cookie (gb read as uk, us kept)', () => {
    expect(searchCountryCode(null, 'a=1; countryCode=uk; b=2')).toBe('uk');
    expect(searchCountryCode('au', 'countryCode=GB')).toBe('uk');
    expect(searchCountryCode(null, 'countryCode=us')).toBe('us');
  });

  it("falls back to the page's country, then to 'noc'", () => {
    expect(searchCountryCode('nz', '')).toBe('nz');
    expect(searchCountryCode(null, '')).toBe('noc');
    expect(searchCountryCode(null, 'countryCode=')).toBe('noc');
    // A tampered cookie is not sent to the API.
    expect(searchCountryCode(null, 'countryCode=zz%3Cscript')).toBe('noc');
  });

  it('reads cookies by exact name and survives bad encoding', () => {
    expect(readCookie('countryCode', 'xcountryCode=au; countryCode=nz')).toBe('nz');
    expect(readCookie('countryCode', 'countryCode=%E0%A4%A')).toBeNull();
    expect(readCookie('countryCode', '')).toBeNull();
  });
});

describe('localiseResultUrl', () => {
  it("adds the page's country to an unprefixed path", () => {
    expect(localiseResultUrl('/special-events/no-genre-found/disney-on-ice', 'uk')).toBe(
      '/uk/special-events/no-genre-found/disney-on-ice',
    );
    expect(localiseResultUrl('/cities/manchester+7', 'au')).toBe('/au/cities/manchester+7');
  });

  it('leaves a path alone when the API prefixed it or the page has no country', () => {
    expect(localiseResultUrl('/nz/venue/eden-park', 'uk')).toBe('/nz/venue/eden-park');
    expect(localiseResultUrl('/venue/old-trafford', null)).toBe('/venue/old-trafford');
  });
});
