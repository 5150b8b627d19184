// The optional leading country segment of every route and the country code rules (gb reads as uk).

/** The "no country" value: used when the country is unknown or geolocation was refused. */
export const NO_COUNTRY = 'noc';

/** The country codes that read as "no prefix" in a URL (us, noc and empty). */
const NO_PREFIX_CODES: ReadonlySet<string> = new Set(['', 'us', NO_COUNTRY]);

// Every ISO 3166-1 alpha-2 code, plus xk (Kosovo: not ISO, but what IP databases return for it).
// The whole list rather than just our four markets (us, uk, au, nz): location detects the visitor's
// country by IP for every country and uses it as the URL prefix, so any of these can appear.
// A fixed list still keeps arbitrary 2-letter segments (/ab/...) from being read as a country, and
// no route has a 2-letter first segment, so nothing collides.
const ISO_ALPHA2 =
  'ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br ' +
  'bs bt bv bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ' +
  'ec ee eg eh er es et fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw ' +
  'gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky ' +
  'kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq mr ms mt mu mv ' +
  'mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py ' +
  'qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv sx sy sz tc td tf tg ' +
  'th tj tk tl tm tn to tr tt tv tw tz ua ug um us uy uz va vc ve vg vi vn vu wf ws ye yt za zm ' +
  'zw xk';

/**
 * Codes accepted as a leading country segment: every ISO 3166-1 alpha-2 code (so us, gb, au, nz,
 * ca, ie, de, fr, es, …), plus uk (our code for the United Kingdom) and the no-country value.
 */
export const KNOWN_COUNTRY_CODES: ReadonlySet<string> = new Set([
  ...ISO_ALPHA2.split(' '),
  'uk',
  NO_COUNTRY,
]);

/** Whether a code (any case) is one the URL prefix accepts. */
export function isKnownCountryCode(code: string): boolean {
  return KNOWN_COUNTRY_CODES.has(code.trim().toLowerCase());
}

// Unlike normalizeCountryCode this keeps us and noc: the cookie must remember that a US visitor
// is a US visitor (cookie consent, currency), even though their URLs carry no prefix.
/** Country code as stored in the countryCode cookie: lowercase, gb → uk, empty → noc. */
export function canonicalCountryCode(code: string | null | undefined): string {
  const lower = (code ?? '').trim().toLowerCase();
  if (lower === '') return NO_COUNTRY;
  return lower === 'gb' ? 'uk' : lower;
}

// Unknown codes also give null, so a bad cookie or query value never ends up in a URL.
/** URL-prefix reading of a country code: lowercase, gb → uk, null for us, noc, empty, unknown. */
export function normalizeCountryCode(code: string | null | undefined): string | null {
  const lower = (code ?? '').trim().toLowerCase();
  if (NO_PREFIX_CODES.has(lower) || !KNOWN_COUNTRY_CODES.has(lower)) return null;
  return lower === 'gb' ? 'uk' : lower;
}

/** A pathname split into its country prefix (null when none applies) and the route path. */
export interface CountrySplit {
  countryCode: string | null;
  path: string;
}

/** Splits a known leading country segment off a pathname: '/uk/sports' → uk + '/sports'. */
export function splitCountryPrefix(pathname: string): CountrySplit {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const end = path.indexOf('/', 1);
  const first = end < 0 ? path.slice(1) : path.slice(1, end);
  if (first === '' || !isKnownCountryCode(first)) return { countryCode: null, path };
  return {
    countryCode: normalizeCountryCode(first),
    path: end < 0 ? '/' : path.slice(end),
  };
}

/** Prefixes a route path with the country segment, omitting it for null, us and noc. */
export function withCountryPrefix(path: string, countryCode?: string | null): string {
  const rooted = path.startsWith('/') ? path : `/${path}`;
  const code = normalizeCountryCode(countryCode);
  if (code === null) return rooted;
  // The home path is '/': its prefixed form is '/uk', not '/uk/' (also before a query or hash).
  const rest = rooted.slice(1);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#')
    ? `/${code}${rest}`
    : `/${code}${rooted}`;
}
