import type {
  countryValidityResponseSchema,
  locationResponseSchema,
  nearestCityResponseSchema,
} from '@reprise/domain/schemas/geo';
import type { currencyDataResponseSchema } from '@reprise/domain/schemas/money';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api-client';
import type { GeolocationAnswer, LocationLookups } from './location-decision';

type CountryValidity = z.infer<typeof countryValidityResponseSchema>;
type LocationResponse = z.infer<typeof locationResponseSchema>;
type NearestCityResponse = z.infer<typeof nearestCityResponseSchema>;
/** GET /api/getCurrencyData answer. */
export type CurrencyData = z.infer<typeof currencyDataResponseSchema>;

/** Longest wait for the browser's position (the permission prompt itself is not timed). */
const GEOLOCATION_TIMEOUT_MS = 10_000;

/** Asks the browser for its position; a refusal is 'denied', anything else going wrong 'unavailable'. */
export function askBrowserGeolocation(): Promise<GeolocationAnswer> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve({ kind: 'unavailable' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'granted',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }),
      (error) =>
        resolve({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60 * 60 * 1000 },
    );
  });
}

/** The real lookups of the location flow: the API and navigator.geolocation. */
export function browserLocationLookups(api: ApiClient): LocationLookups {
  return {
    async isValidCountry(code) {
      const { countryId } = await api.get<CountryValidity>('/api/getCountryCode', {
        countryCode: code,
      });
      return countryId !== 0;
    },
    async ipCountry() {
      const { items } = await api.get<LocationResponse>('/api/getLocation');
      return items[0]?.address.countryCode ?? 'noc';
    },
    askGeolocation: askBrowserGeolocation,
    async nearestCityCountry(latitude, longitude) {
      const { data } = await api.get<NearestCityResponse>('/api/nearestCity', {
        lat: latitude,
        lng: longitude,
      });
      return data.country;
    },
  };
}

/** The default currency of a country (GBP £ when unknown). */
export function fetchCurrencyData(api: ApiClient, countryCode: string): Promise<CurrencyData> {
  return api.get<CurrencyData>('/api/getCurrencyData', { countryCode });
}
