import {
  COOKIE_NAMES,
  DEFAULT_LANGUAGE,
  PAGE_VARY_COOKIES,
  SIGNED_IN_COOKIES,
} from '@reprise/domain/constants';
import { pageLanguage } from '@reprise/domain/language/page-language';

/** The parts of a page request the shared-cache decision reads. */
export interface PageRequestLike {
  method: string;
  /** Path and query as received: `/uk/sports?x=1`. */
  url: string;
  protocol: string;
  host: string;
  headers: { cookie?: string; authorization?: string; 'accept-language'?: string };
}

/**
 * An anonymous page request reduced to what may change its page. The render sees only this (the
 * normalised URL and the vary cookies), so two requests with one key get the same page.
 */
export interface SharedPageRequest {
  key: string;
  /** Path and normalised query the render is given. */
  pathAndQuery: string;
  /** The vary cookies as a Cookie header (sorted), or undefined when there are none. */
  cookieHeader: string | undefined;
}

// Click ids and campaign tags change with every link shared, never what a page shows: dropped
// from the key (and from the URL the render sees), or every visitor from a campaign would miss.
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'igshid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);
const isTracking = (name: string) => TRACKING_PARAMS.has(name) || name.startsWith('utm_');

const VARY = new Set(PAGE_VARY_COOKIES);
const SIGNED_IN = new Set(SIGNED_IN_COOKIES);

function cookiePairs(header: string | undefined): [string, string][] {
  const pairs: [string, string][] = [];
  if (!header) return pairs;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    pairs.push([part.slice(0, eq).trim(), part.slice(eq + 1).trim()]);
  }
  return pairs;
}

/** Whether a request carries a session: its page is personal and bypasses the shared cache. */
export function isSignedInRequest(headers: PageRequestLike['headers']): boolean {
  if (headers.authorization) return true;
  return cookiePairs(headers.cookie).some(([name]) => SIGNED_IN.has(name));
}

/** The query without tracking parameters, sorted by name (then value) so order does not matter. */
export function normaliseQuery(search: string): string {
  if (search === '' || search === '?') return '';
  const params = [...new URLSearchParams(search)].filter(([name]) => !isTracking(name));
  if (params.length === 0) return '';
  params.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return `?${new URLSearchParams(params).toString()}`;
}

/**
 * The shared form of a page request, or null when it must be answered for this visitor alone:
 * not a GET or HEAD, or signed in (an `access_token`, `refresh_token` or `userObject` cookie, or
 * an Authorization header). The key holds everything a render may read: method class, scheme,
 * host, path, normalised query and the vary cookies (first of a repeated name, as servers read).
 */
export function sharedPageRequest(request: PageRequestLike): SharedPageRequest | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (isSignedInRequest(request.headers)) return null;
  return anonymousForm(request);
}

/**
 * The shared form of a signed-in visitor's page request, or null: only a document GET (not a
 * route's `.data`, which may carry the root's session data) without an Authorization header. Its
 * page is the anonymous one, the session cookies being no part of it (ADR 0021): the visitor's
 * own bits come after hydration, from their readable cookie and their own API calls.
 */
export function signedInSharedPageRequest(request: PageRequestLike): SharedPageRequest | null {
  if (request.method !== 'GET' || request.headers.authorization) return null;
  if (!isSignedInRequest(request.headers)) return null;
  const queryAt = request.url.indexOf('?');
  const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  if (path.endsWith('.data')) return null;
  return anonymousForm(request);
}

function anonymousForm(request: PageRequestLike): SharedPageRequest {
  const queryAt = request.url.indexOf('?');
  const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  const pathAndQuery = path + (queryAt < 0 ? '' : normaliseQuery(request.url.slice(queryAt)));
  const cookies = new Map<string, string>();
  for (const [name, value] of cookiePairs(request.headers.cookie)) {
    if (VARY.has(name) && !cookies.has(name)) cookies.set(name, value);
  }
  // The language is keyed as it is rendered, resolved here: the render never sees Accept-Language
  // (it would then vary pages beyond the key), so a first visit's header becomes the language
  // cookie the render reads. English, the default, is keyed as no cookie at all, so a visitor who
  // chose English shares the page of one who chose nothing.
  const language = pageLanguage(
    cookies.get(COOKIE_NAMES.language),
    request.headers['accept-language'],
  );
  if (language === DEFAULT_LANGUAGE) cookies.delete(COOKIE_NAMES.language);
  else cookies.set(COOKIE_NAMES.language, language);
  const cookieHeader =
    cookies.size === 0
      ? undefined
      : [...cookies]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([name, value]) => `${name}=${value}`)
          .join('; ');
  const origin = `${request.protocol}://${request.host.toLowerCase()}`;
  return {
    key: `${origin}${pathAndQuery}\n${cookieHeader ?? ''}`,
    pathAndQuery,
    cookieHeader,
  };
}
