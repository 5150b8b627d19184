import { isKnownCountryCode, normalizeCountryCode } from '@reprise/domain/country';
import { data } from 'react-router';

/**
 * The country of a `:countryCode/…` route: null for no prefix (absent, us, noc), the normalised
 * code otherwise; an unknown code is not a country route at all, so the page is a 404.
 */
export function countryFromParams(params: { countryCode?: string }): string | null {
  const code = params.countryCode;
  if (code === undefined) return null;
  if (!isKnownCountryCode(code)) throw data(null, { status: 404 });
  return normalizeCountryCode(code);
}
