import { describe, expect, it } from 'vitest';
import { eventFilterInputSchema, normalizeEventFilter } from '../schemas/listings';

const normalize = (input: unknown) => normalizeEventFilter(eventFilterInputSchema.parse(input));

describe('filterListings input', () => {
  it('applies the defaults: explore, future only, 8 per page, page 1', () => {
    expect(normalize({})).toMatchObject({
      type: 'explore',
      futureOnly: true,
      limit: 8,
      page: 1,
      radiusMiles: null,
      countryCode: null,
      cityIds: [],
    });
  });

  it('reads gb as uk, noc and empty as any country, and upper-cases currencies', () => {
    expect(normalize({ country_code: 'GB' }).countryCode).toBe('uk');
    expect(normalize({ country_code: 'noc' }).countryCode).toBeNull();
    expect(normalize({ country_code: '' }).countryCode).toBeNull();
    expect(normalize({ toCurrencyCode: 'jpy' }).toCurrencyCode).toBe('JPY');
  });

  it('defaults the radius to the Live Near 250 miles when only coordinates come', () => {
    expect(normalize({ coordinates: { latitude: 1, longitude: 2 } }).radiusMiles).toBe(250);
  });

  it('merges cityId into cities and sorts them, so equal filters share a cache key', () => {
    expect(normalize({ cities: [9, 3], cityId: 3 }).cityIds).toEqual([3, 9]);
    expect(JSON.stringify(normalize({ cities: [3, 9] }))).toBe(
      JSON.stringify(normalize({ cities: [9, 3] })),
    );
  });

  it('uses the carousel genre when no genre filter is given', () => {
    expect(normalize({ carosuelFilterByGenre: 'epl' }).genre).toBe('epl');
    expect(normalize({ genre: 'nba', carosuelFilterByGenre: 'epl' }).genre).toBe('nba');
  });

  it('accepts nulls as absent, as GraphQL variables send them', () => {
    expect(normalize({ limit: null, page: null, coordinates: null }).limit).toBe(8);
  });
});
