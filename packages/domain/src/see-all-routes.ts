// URL builders for the see-all list pages (venues, cities, leagues, genres of a
// category, performers of a genre). They sit apart from routes.ts so the list pages can grow
// without touching the builders every page imports; each keeps the visitor's country prefix.
import { withCountryPrefix } from './country';
import { type CountryCode, fixedPagePath, genreSegment, seg } from './route-parts';

/** Every venue: /see-all/venues. */
export const seeAllVenuesPath = fixedPagePath('/see-all/venues');

/** Every city: /see-all/cities. */
export const seeAllCitiesPath = fixedPagePath('/see-all/cities');

/** Every league: /see-all/leagues. */
export const seeAllLeaguesPath = fixedPagePath('/see-all/leagues');

/** The genres of one category: /see-all/genres/{category}. */
export function seeAllGenresPath(categorySlug: string, countryCode?: CountryCode): string {
  return withCountryPrefix(`/see-all/genres/${seg(categorySlug)}`, countryCode);
}

/** The performers of a category and genre; a missing genre reads 'no-genre-found'. */
export function seeAllPerformersPath(
  categorySlug: string,
  genreSlug: string | null | undefined,
  countryCode?: CountryCode,
): string {
  return withCountryPrefix(
    `/see-all/performers/${seg(categorySlug)}/${genreSegment(genreSlug)}`,
    countryCode,
  );
}
