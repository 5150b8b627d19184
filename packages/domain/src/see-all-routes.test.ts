import { describe, expect, it } from 'vitest';
import {
  seeAllCitiesPath,
  seeAllGenresPath,
  seeAllLeaguesPath,
  seeAllPerformersPath,
  seeAllVenuesPath,
} from './see-all-routes';

describe('see-all route builders', () => {
  it.each([
    [seeAllVenuesPath(), '/see-all/venues'],
    [seeAllCitiesPath(null), '/see-all/cities'],
    [seeAllLeaguesPath(), '/see-all/leagues'],
    [seeAllGenresPath('concerts'), '/see-all/genres/concerts'],
    [seeAllPerformersPath('concerts', 'pop'), '/see-all/performers/concerts/pop'],
  ])('build the path of a see-all list page without a prefix: %j', (path, expected) => {
    expect(path).toBe(expected);
  });

  // The country prefix is left out for us and noc.
  it.each([
    [seeAllVenuesPath('uk'), '/uk/see-all/venues'],
    [seeAllCitiesPath('gb'), '/uk/see-all/cities'],
    [seeAllLeaguesPath('au'), '/au/see-all/leagues'],
    [seeAllGenresPath('sports', 'us'), '/see-all/genres/sports'],
    [seeAllPerformersPath('sports', 'epl', 'noc'), '/see-all/performers/sports/epl'],
    [seeAllPerformersPath('sports', 'epl', 'nz'), '/nz/see-all/performers/sports/epl'],
  ])('add the country prefix: %j', (path, expected) => {
    expect(path).toBe(expected);
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
