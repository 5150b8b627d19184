import { COOKIE_NAMES } from '@reprise/domain/constants';
import {
  canonicalCountryCode,
  isKnownCountryCode,
  splitCountryPrefix,
  withCountryPrefix,
} from '@reprise/domain/country';
import { useLocation } from 'react-router';

/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(name: string, cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The country a search is run for (search runs only once a country code is known). The
 * location flow stores it in the `countryCode` cookie; it is read when the request is sent,
 * not at mount, because that flow may finish after the page hydrated. Without the cookie the
 * page's URL country applies (step 2 of the flow), and without either the no-country value 'noc',
 * the flow's own fallback — so in a browser a country is always known by the time a search runs.
 */
export function searchCountryCode(pageCountry: string | null, cookies: string): string {
  const stored = readCookie(COOKIE_NAMES.countryCode, cookies);
  if (stored && isKnownCountryCode(stored)) return canonicalCountryCode(stored);
  return canonicalCountryCode(pageCountry);
}

/**
 * A result path from the API with the page's country prefix, unless the API prefixed it already
 * (it does when it was given a country other than us/noc).
 */
export function localiseResultUrl(url: string, pageCountry: string | null): string {
  if (splitCountryPrefix(url).countryCode !== null) return url;
  return withCountryPrefix(url, pageCountry);
}

/** The country prefix of the current page (null without one); same on server and client. */
export function usePageCountry(): string | null {
  return splitCountryPrefix(useLocation().pathname).countryCode;
}
