import { COOKIE_NAMES } from '@reprise/domain/constants';
import { readCookie } from '../../lib/cookies/browser-cookies';
import { decodeCoordinates, LOCATIONS_COOKIE } from '../location/visitor-coordinates';

/**
 * The sign-up payload's `location` (JSON of the found address): what the location flow
 * found — the country and, when the visitor shared it, the rounded coordinates. Undefined when
 * nothing was found.
 */
export function foundLocationJson(): string | undefined {
  const countryCode = readCookie(COOKIE_NAMES.countryCode);
  const coordinates = decodeCoordinates(readCookie(LOCATIONS_COOKIE));
  if (!countryCode && !coordinates) return undefined;
  return JSON.stringify({ countryCode: countryCode ?? undefined, ...(coordinates ?? {}) });
}
