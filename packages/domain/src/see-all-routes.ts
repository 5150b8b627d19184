// URL builders for the see-all list pages (venues, cities, leagues, genres of a
// category, performers of a genre). They sit apart from routes.ts so the list pages can grow
// without touching the builders every page imports; each keeps the visitor's country prefix.
import { withCountryPrefix } from './country';
import { NO_GENRE_SEGMENT } from './routes';

type CountryCode = string | null | undefined;

// Slugs come from data on these pages, so they are encoded like routes.ts does.
const seg = (value: string): string => encodeURIComponent(value);

/** Every venue: /see-all/venues. */
export function seeAllVenuesPath(countryCode?: CountryCode): string {
  return withCountryPrefix('/see-all/venues', countryCode);
}

/** Every city: /see-all/cities. */
export function seeAllCitiesPath(countryCode?: CountryCode): string {
  return withCountryPrefix('/see-all/cities', countryCode);
}

/** Every league: /see-all/leagues. */
export function seeAllLeaguesPath(countryCode?: CountryCode): string {
  return withCountryPrefix('/see-all/leagues', countryCode);
}

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
  const genre = genreSlug ? seg(genreSlug) : NO_GENRE_SEGMENT;
  return withCountryPrefix(`/see-all/performers/${seg(categorySlug)}/${genre}`, countryCode);
}
