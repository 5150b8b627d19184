import { describe, expect, it } from 'vitest';
import {
  seeAllCitiesPath,
  seeAllGenresPath,
  seeAllLeaguesPath,
  seeAllPerformersPath,
  seeAllVenuesPath,
} from './see-all-routes';

describe('see-all route builders', () => {
  it('build the paths of the see-all list pages without a prefix', () => {
    expect(seeAllVenuesPath()).toBe('/see-all/venues');
    expect(seeAllCitiesPath(null)).toBe('/see-all/cities');
    expect(seeAllLeaguesPath()).toBe('/see-all/leagues');
    expect(seeAllGenresPath('concerts')).toBe('/see-all/genres/concerts');
    expect(seeAllPerformersPath('concerts', 'pop')).toBe('/see-all/performers/concerts/pop');
  });

  it('add the country prefix, except for us and noc', () => {
    expect(seeAllVenuesPath('uk')).toBe('/uk/see-all/venues');
    expect(seeAllCitiesPath('gb')).toBe('/uk/see-all/cities');
    expect(seeAllLeaguesPath('au')).toBe('/au/see-all/leagues');
    expect(seeAllGenresPath('sports', 'us')).toBe('/see-all/genres/sports');
    expect(seeAllPerformersPath('sports', 'epl', 'noc')).toBe('/see-all/performers/sports/epl');
    expect(seeAllPerformersPath('sports', 'epl', 'nz')).toBe('/nz/see-all/performers/sports/epl');
  });

  it("use 'no-genre-found' for a performer list without a genre", () => {
    expect(seeAllPerformersPath('special-events', null)).toBe(
      '/see-all/performers/special-events/no-genre-found',
    );
    expect(seeAllPerformersPath('special-events', '', 'uk')).toBe(
      '/uk/see-all/performers/special-events/no-genre-found',
    );
  });

  it('encode slugs that come from data', () => {
    expect(seeAllGenresPath('a b')).toBe('/see-all/genres/a%20b');
  });
});
