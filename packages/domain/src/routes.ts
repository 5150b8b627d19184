// URL builders for every route of the site. Each takes the visitor's country code last and applies
// the optional country prefix, so links keep the visitor in their country.
import { SEARCH_MIN_LENGTH } from './constants';
import { splitCountryPrefix, withCountryPrefix } from './country';
import { type CountryCode, fixedPagePath, genreSegment, seg } from './route-parts';
import { eventSegment, parseEventSegment } from './slug';

// Kept beside the builders that read paths; defined apart so slug.ts can use it without a cycle.
export { decodePathSegment } from './path-segment';
// Pages read it where routes.ts builds it; it lives with the other parts see-all-routes.ts shares.
export { NO_GENRE_SEGMENT } from './route-parts';

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

/** Home: '/' or '/{countryCode}'. */
export const homePath = fixedPagePath('/');

/** About page. */
export const aboutPath = fixedPagePath('/about');

/** FAQ page. */
export const faqPath = fixedPagePath('/faq');

/** Press page. */
export const pressPath = fixedPagePath('/press');

/** Blog list. */
export const blogPath = fixedPagePath('/blog');

/** One blog article. */
export function blogPostPath(id: string | number, countryCode?: CountryCode): string {
  return withCountryPrefix(`/blog/${seg(id)}`, countryCode);
}

/** Sitemap root. */
export const sitemapPath = fixedPagePath('/sitemap');

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
export const myAccountPath = fixedPagePath('/myaccount');

/** The buyer's orders (login required). */
export const myTicketsPath = fixedPagePath('/mytickets');

/** One order's details. */
export function orderPath(orderId: string | number, countryCode?: CountryCode): string {
  return withCountryPrefix(`/mytickets/${seg(orderId)}`, countryCode);
}

/** The buyer's favourite events (login required). */
export const favoritesPath = fixedPagePath('/favorites');

/** Invite page. */
export const invitePath = fixedPagePath('/invite');

/** Set-password page reached from a mailed token. */
export function setPasswordPath(token: string, countryCode?: CountryCode): string {
  return withCountryPrefix(`/set-password/${seg(token)}`, countryCode);
}

/** Change-password page reached from a mailed token. */
export function changePasswordPath(token: string, countryCode?: CountryCode): string {
  return withCountryPrefix(`/change-password/${seg(token)}`, countryCode);
}

/** The "page gone" page. */
export const gonePath = fixedPagePath('/410');

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
