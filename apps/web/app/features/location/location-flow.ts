import { COOKIE_NAMES } from '@reprise/domain/constants';
import { isKnownCountryCode } from '@reprise/domain/country';
import { type ApiClient, browserApi } from '../../lib/api-client';
import { readCookie, writeCookie } from '../../lib/cookies/browser-cookies';
import { announceCountry } from './country-events';
import { decideLocation, type LocationDecision, type LocationLookups } from './location-decision';
import { browserLocationLookups, fetchCurrencyData } from './location-lookups';
import { encodeCoordinates, LOCATIONS_COOKIE } from './visitor-coordinates';

/** The URL's leading segment when it is a country code, else null. */
export function urlCountryOf(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  return first && isKnownCountryCode(first) ? first.toLowerCase() : null;
}

/**
 * Runs the location flow in the browser: decides the country, stores the
 * `countryCode` and `locationPermission` cookies (path /), gives a visitor without a currency the
 * country's default one, and announces the country. Never reloads the page.
 */
export async function runLocationFlow(
  api: ApiClient = browserApi(),
  lookups: LocationLookups = browserLocationLookups(api),
): Promise<LocationDecision> {
  // Coordinates the browser gives us are kept, so pages can show what is near (What's Hot, Live
  // Near use radii).
  const recording: LocationLookups = {
    ...lookups,
    async askGeolocation() {
      const answer = await lookups.askGeolocation();
      if (answer.kind === 'granted') writeCookie(LOCATIONS_COOKIE, encodeCoordinates(answer));
      return answer;
    },
  };
  const decision = await decideLocation(
    {
      storedCountry: readCookie(COOKIE_NAMES.countryCode),
      storedPermission: readCookie(COOKIE_NAMES.locationPermission),
      urlCountry: urlCountryOf(window.location.pathname),
    },
    recording,
  );
  if (decision.source !== 'stored') {
    writeCookie(COOKIE_NAMES.countryCode, decision.countryCode);
    writeCookie(COOKIE_NAMES.locationPermission, decision.permission);
  }
  if (!readCookie(COOKIE_NAMES.currencyTo)) {
    try {
      const currency = await fetchCurrencyData(api, decision.countryCode);
      writeCookie(COOKIE_NAMES.currencyTo, currency.defaultcurrency);
      writeCookie(COOKIE_NAMES.currencySymbol, currency.symbol);
    } catch {
      // No currency stored: prices keep the default GBP; the next visit tries again.
    }
  }
  announceCountry(decision.countryCode);
  return decision;
}
