// URL builders for every route of the site. Each takes the visitor's country code last and applies
// the optional country prefix, so links keep the visitor in their country.
import { SEARCH_MIN_LENGTH } from './constants';
import { splitCountryPrefix, withCountryPrefix } from './country';
import { eventSegment, parseEventSegment } from './slug';

// Kept beside the builders that read paths; defined apart so slug.ts can use it without a cycle.
export { decodePathSegment } from './path-segment';

/** Genre segment of performer and event paths when the performer has no genre. */
export const NO_GENRE_SEGMENT = 'no-genre-found';

/** The static pages (white header). */
export const STATIC_PAGES = [
  'return-policy',
  'cookies',
  'terms-and-conditions',
  'privacy-policy',
] as const;
/** A static page. */
export type StaticPage = (typeof STATIC_PAGES)[number];

/** Paths that never get a canonical link, besides the event page pattern. */
const NON_CANONICAL_PATHS: ReadonlySet<string> = new Set(['/404', '/410', '/_error']);

type CountryCode = string | null | undefined;

// Slugs we build ourselves are URL-safe already; values from data may not be.
const seg = (value: string | number): string => encodeURIComponent(String(value));

/** Home: '/' or '/{countryCode}'. */
export function homePath(countryCode?: CountryCode): string {
  return withCountryPrefix('/', countryCode);
}

/** About page. */
export function aboutPath(countryCode?: CountryCode): string {
  return withCountryPrefix('/about', countryCode);
}

/** FAQ page. */
export function faqPath(countryCode?: CountryCode): string {
  return withCountryPrefix('/faq', countryCode);
}

/** Press page. */
export function pressPath(countryCode?: CountryCode): string {
  return withCountryPrefix('/press', countryCode);
}

/** Blog list. */
export function blogPath(countryCode?: CountryCode): string {
  return withCountryPrefix('/blog', countryCode);
}

/** One blog article. */
export function blogPostPath(id: string | number, countryCode?: CountryCode): string {
  return withCountryPrefix(`/blog/${seg(id)}`, countryCode);
}

/** Sitemap root. */
export function sitemapPath(countryCode?: CountryCode): string {
  return withCountryPrefix('/sitemap', countryCode);
}

/** Sitemap of one genre. */
export function sitemapGenrePath(
  categorySlug: string,
  genreSlug: string,
  countryCode?: CountryCode,
): string {
  return withCountryPrefix(`/sitemap/${seg(categorySlug)}/${seg(genreSlug)}`, countryCode);
}

/** Category page. */
export function categoryPath(categorySlug: string, countryCode?: CountryCode): string {
  return withCountryPrefix(`/${seg(categorySlug)}`, countryCode);
}

/** Genre (or league) page. */
export function genrePath(
  categorySlug: string,
  genreSlug: string,
  countryCode?: CountryCode,
): string {
  return withCountryPrefix(`/${seg(categorySlug)}/${seg(genreSlug)}`, countryCode);
}

// A missing genre still needs a segment, or the performer path would read as a genre path.
const genreSegment = (genreSlug: string | null | undefined): string =>
  genreSlug ? seg(genreSlug) : NO_GENRE_SEGMENT;

/** Performer page; a missing genre becomes 'no-genre-found'. */
export function performerPath(
  categorySlug: string,
  genreSlug: string | null | undefined,
  performerSlug: string,
  countryCode?: CountryCode,
): string {
  return withCountryPrefix(
    `/${seg(categorySlug)}/${genreSegment(genreSlug)}/${seg(performerSlug)}`,
    countryCode,
  );
}

/** What an event (or checkout) path is built from. */
export interface EventPathInput {
  categorySlug: string;
  genreSlug?: string | null;
  performerSlug: string;
  eventName: string;
  eventId: number | string;
}

/** Event page: /{category}/{genre}/{performer}/{slug}+{id}. */
export function eventPath(event: EventPathInput, countryCode?: CountryCode): string {
  const performer = performerPath(event.categorySlug, event.genreSlug, event.performerSlug);
  return withCountryPrefix(
    `${performer}/${eventSegment(event.eventName, event.eventId)}`,
    countryCode,
  );
}

/** Checkout of an event: its event path + '/checkout'. */
export function checkoutPath(event: EventPathInput, countryCode?: CountryCode): string {
  return `${eventPath(event, countryCode)}/checkout`;
}

/** Venue page. */
export function venuePath(venueSlug: string, countryCode?: CountryCode): string {
  return withCountryPrefix(`/venue/${seg(venueSlug)}`, countryCode);
}

/** City page: /cities/{slugified name}+{id}. */
export function cityPath(
  city: { name: string; id: number | string },
  countryCode?: CountryCode,
): string {
  return withCountryPrefix(`/cities/${eventSegment(city.name, city.id)}`, countryCode);
}

/** One of the static pages (return policy, cookies, terms, privacy). */
export function staticPagePath(page: StaticPage, countryCode?: CountryCode): string {
  return withCountryPrefix(`/${page}`, countryCode);
}

/** Search results; the query is kept only when its trimmed text is long enough to search. */
export function seeAllPath(query?: string | null, countryCode?: CountryCode): string {
  const text = (query ?? '').trim();
  const search = text.length >= SEARCH_MIN_LENGTH ? `?query=${encodeURIComponent(text)}` : '';
  return withCountryPrefix(`/see-all${search}`, countryCode);
}

/** Account settings (login required). */
export function myAccountPath(countryCode?: CountryCode): string {
  return withCountryPrefix('/myaccount', countryCode);
}

/** The buyer's orders (login required). */
export function myTicketsPath(countryCode?: CountryCode): string {
  return withCountryPrefix('/mytickets', countryCode);
}

/** One order's details. */
export function orderPath(orderId: string | number, countryCode?: CountryCode): string {
  return withCountryPrefix(`/mytickets/${seg(orderId)}`, countryCode);
}

/** The buyer's favourite events (login required). */
export function favoritesPath(countryCode?: CountryCode): string {
  return withCountryPrefix('/favorites', countryCode);
}

/** Invite page. */
export function invitePath(countryCode?: CountryCode): string {
  return withCountryPrefix('/invite', countryCode);
}

/** Set-password page reached from a mailed token. */
export function setPasswordPath(token: string, countryCode?: CountryCode): string {
  return withCountryPrefix(`/set-password/${seg(token)}`, countryCode);
}

/** Change-password page reached from a mailed token. */
export function changePasswordPath(token: string, countryCode?: CountryCode): string {
  return withCountryPrefix(`/change-password/${seg(token)}`, countryCode);
}

/** The "page gone" page. */
export function gonePath(countryCode?: CountryCode): string {
  return withCountryPrefix('/410', countryCode);
}

/** Whether a path (without country prefix) is an event page: 4 segments, the last `slug+id`. */
export function isEventPagePath(path: string): boolean {
  const segments = path.replace(/^\/+|\/+$/g, '').split('/');
  return segments.length === 4 && parseEventSegment(segments[3]!) !== null;
}

// Dropping the prefix and trailing slash points every country's copy of a page at one URL.
/** Canonical URL: base + path minus country prefix and query; null for excluded pages. */
export function canonicalUrl(baseUrl: string, pathname: string): string | null {
  const withoutQuery = pathname.split(/[?#]/, 1)[0] ?? '';
  const { path } = splitCountryPrefix(withoutQuery);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  if (NON_CANONICAL_PATHS.has(trimmed) || isEventPagePath(trimmed)) return null;
  // One spelling of name+id segments (city pages), whichever way the plus arrived.
  const normalized = trimmed.replace(/%2B/gi, '+');
  return `${baseUrl.replace(/\/+$/, '')}${normalized}`;
}
