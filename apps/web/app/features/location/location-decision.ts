import { LOCATION_PERMISSIONS, type LocationPermission } from '@reprise/domain/constants';
import { canonicalCountryCode, NO_COUNTRY } from '@reprise/domain/country';

/** What the browser already knows when the flow starts. */
export interface LocationInputs {
  /** The `countryCode` cookie. */
  storedCountry: string | null;
  /** The `locationPermission` cookie: the marker that a lookup already ran. */
  storedPermission: string | null;
  /** The URL's leading country segment, when it is a known code; null otherwise. */
  urlCountry: string | null;
}

/** The browser's answer to a geolocation request. */
export type GeolocationAnswer =
  | { kind: 'granted'; latitude: number; longitude: number }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

/** The lookups the flow may need; injected so the rules are testable without a network. */
export interface LocationLookups {
  /** GET /api/getCountryCode: true when countryId is not 0. */
  isValidCountry(code: string): Promise<boolean>;
  /** GET /api/getLocation: the country of the caller's IP ('noc' when unknown). */
  ipCountry(): Promise<string>;
  /** navigator.geolocation, asked only when needed. */
  askGeolocation(): Promise<GeolocationAnswer>;
  /** GET /api/nearestCity: the country of the city nearest to a point. */
  nearestCityCountry(latitude: number, longitude: number): Promise<string>;
}

/** Where the decision came from. */
export type LocationSource = 'stored' | 'url' | 'ip' | 'geolocation' | 'none';

/** The country and permission to store (cookie values). */
export interface LocationDecision {
  countryCode: string;
  permission: LocationPermission;
  source: LocationSource;
}

const US = 'us';

function isPermission(value: string | null): value is LocationPermission {
  return (LOCATION_PERMISSIONS as readonly string[]).includes(value ?? '');
}

// A failed lookup counts as "no answer"; the flow then goes on to the next step.
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch {
    return null;
  }
}

/**
 * The location flow, in order:
 * 1. a stored country with its permission marker is kept;
 * 2. else the URL's country, if the API says it is valid;
 * 3. else the IP lookup: a US result is used directly;
 * 4. any other result asks browser geolocation and confirms the country by the nearest city;
 *    a refusal, or any failure, gives the no-country value. gb reads as uk throughout.
 * Permission: allowed (geolocation granted), denied (refused), not-allowed (never asked, or
 * geolocation unavailable).
 */
export async function decideLocation(
  inputs: LocationInputs,
  lookups: LocationLookups,
): Promise<LocationDecision> {
  const { storedCountry, storedPermission, urlCountry } = inputs;
  if (storedCountry && isPermission(storedPermission)) {
    return {
      countryCode: canonicalCountryCode(storedCountry),
      permission: storedPermission,
      source: 'stored',
    };
  }
  const keptPermission: LocationPermission = isPermission(storedPermission)
    ? storedPermission
    : 'not-allowed';

  const fromUrl = urlCountry ? canonicalCountryCode(urlCountry) : NO_COUNTRY;
  if (fromUrl !== NO_COUNTRY && (await orNull(lookups.isValidCountry(fromUrl)))) {
    return { countryCode: fromUrl, permission: keptPermission, source: 'url' };
  }

  const ip = canonicalCountryCode(await orNull(lookups.ipCountry()));
  if (ip === US) return { countryCode: US, permission: keptPermission, source: 'ip' };

  const answer = (await orNull(lookups.askGeolocation())) ?? { kind: 'unavailable' as const };
  if (answer.kind === 'denied') {
    return { countryCode: NO_COUNTRY, permission: 'denied', source: 'none' };
  }
  if (answer.kind === 'unavailable') {
    return { countryCode: NO_COUNTRY, permission: 'not-allowed', source: 'none' };
  }
  const city = canonicalCountryCode(
    await orNull(lookups.nearestCityCountry(answer.latitude, answer.longitude)),
  );
  return city === NO_COUNTRY
    ? { countryCode: NO_COUNTRY, permission: 'allowed', source: 'none' }
    : { countryCode: city, permission: 'allowed', source: 'geolocation' };
}
