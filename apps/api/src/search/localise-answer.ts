import { normalizeCountryCode, withCountryPrefix } from '@reprise/domain/country';
import type { SearchGroups } from '@reprise/domain/schemas/search';
import { payloadEtag } from '../platform/public-caching';

// The visitor's country changes only the links of an answer (`/uk/venue/…` for `/venue/…`), not
// what matches, so the answer is found and serialized once without a country and localised per
// visitor from that text. In JSON.stringify's output the characters `"url":"` occur only where an
// object key `url` opens its string value: a quote inside a string is always escaped (`\"`), and a
// longer key ending in url (`"image_url"`) has a letter, not a quote, before `url`. So inserting
// the country after every `"url":"/` prefixes every link exactly as withCountryPrefix does, as long
// as each link is a rooted path with more after its first slash (withCountryPrefix treats '/',
// '/?…' and '/#…' apart); an answer with any other link is localised the long way. The JSON is
// split at those characters once, so each visitor's copy is one join: the same bytes as a
// replaceAll, for a fifth of its cost, since the text is not searched again per request.

const LINK_START = '"url":"/';

/** A global search answer whose links carry no country. */
export interface CountryFreeAnswer {
  groups: SearchGroups;
  /** `{ data: groups }` as JSON. */
  json: string;
  /** The strong ETag of `json`. */
  etag: string;
  /** Whether every link takes a country as `/<code>` in front of it (see above). */
  plainLinks: boolean;
  /** `json` split at every LINK_START: joined with a country's link start, the localised JSON. */
  aroundLinks: readonly string[];
  /** When the first listed event starts: the answer changes then (it drops out). */
  validUntil: number;
}

/** A global search answer as one country's visitors get it: JSON, and the ETag of those bytes. */
export interface LocalisedAnswer {
  json: string;
  etag: string;
}

const takesPlainPrefix = (url: string) =>
  url.length > 1 && url[0] === '/' && url[1] !== '?' && url[1] !== '#';

/** Serializes an answer once, for every country to be localised from; events soonest first. */
export function countryFreeAnswer(groups: SearchGroups): CountryFreeAnswer {
  const plainLinks = Object.values(groups).every((results: readonly { url: string }[]) =>
    results.every((result) => takesPlainPrefix(result.url)),
  );
  const json = JSON.stringify({ data: groups });
  const first = groups.events[0];
  const validUntil = first ? Date.parse(first.date) : Number.POSITIVE_INFINITY;
  const aroundLinks = plainLinks ? json.split(LINK_START) : [];
  return { groups, json, etag: payloadEtag(json), plainLinks, aroundLinks, validUntil };
}

/** Bytes an answer holds in a cache: its JSON, and the same text again split at its links. */
export function answerBytes(answer: CountryFreeAnswer): number {
  return answer.plainLinks ? 2 * answer.json.length : answer.json.length;
}

/** The answer for a visitor of `countryCode`, its links prefixed as the site's are. */
export function localisedAnswer(
  answer: CountryFreeAnswer,
  countryCode: string | undefined,
): LocalisedAnswer {
  const code = normalizeCountryCode(countryCode);
  if (code === null) return { json: answer.json, etag: answer.etag };
  // The localised bytes follow from the country-free ones and the code alone, so the pair names
  // them as surely as a hash of them would.
  return { json: localisedJson(answer, code), etag: `${answer.etag.slice(0, -1)}-${code}"` };
}

function localisedJson(answer: CountryFreeAnswer, code: string): string {
  if (answer.plainLinks) return answer.aroundLinks.join(`"url":"/${code}/`);
  const localise = <T extends { url: string }>(results: readonly T[]) =>
    results.map((result) => ({ ...result, url: withCountryPrefix(result.url, code) }));
  const { genres, leagues, performers, events, venues, cities } = answer.groups;
  return JSON.stringify({
    data: {
      genres: localise(genres),
      leagues: localise(leagues),
      performers: localise(performers),
      events: localise(events),
      venues: localise(venues),
      cities: localise(cities),
    },
  });
}
