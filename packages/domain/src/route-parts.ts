// What the route builders (routes.ts, see-all-routes.ts) share: the visitor's country code, the
// encoding of a segment, the genre segment, and the builder of a page that takes no parameters.
import { withCountryPrefix } from './country';

/** The visitor's country code, when known; every builder applies its prefix. */
export type CountryCode = string | null | undefined;

/** Genre segment of performer and event paths when the performer has no genre. */
export const NO_GENRE_SEGMENT = 'no-genre-found';

/** One path segment: slugs we build are URL-safe already, values from data may not be. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));

/** A genre's segment; a missing genre still needs one, or a performer path would read as a genre path. */
export const genreSegment = (genreSlug: string | null | undefined): string =>
  genreSlug ? seg(genreSlug) : NO_GENRE_SEGMENT;

/** The builder of a page without parameters: `path` behind the visitor's country prefix. */
export const fixedPagePath =
  (path: string) =>
  (countryCode?: CountryCode): string =>
    withCountryPrefix(path, countryCode);
