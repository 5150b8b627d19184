import { COOKIE_NAMES } from '@reprise/domain/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import { clearBrowserCookies, readCookie, writeCookie } from '../../lib/cookies/browser-cookies';
import { onCountryDetected } from './country-events';
import type { LocationLookups } from './location-decision';
import { runLocationFlow, urlCountryOf } from './location-flow';
import { LOCATIONS_COOKIE } from './visitor-coordinates';

const LOOKUPS: LocationLookups = {
  isValidCountry: async () => false,
  ipCountry: async () => 'fr',
  askGeolocation: async () => ({ kind: 'denied' }),
  nearestCityCountry: async () => 'fr',
};

function fakeApi(currency = { defaultcurrency: 'AUD', symbol: 'A$' }) {
  const get = vi.fn(async () => currency);
  return { api: { get } as unknown as ApiClient, get };
}

describe('runLocationFlow', () => {
  afterEach(clearBrowserCookies);

  it('stores country, permission and the country’s currency, and announces the country', async () => {
    const heard: string[] = [];
    const stop = onCountryDetected((code) => heard.push(code));
    const { api, get } = fakeApi();
    const decision = await runLocationFlow(api, LOOKUPS);
    stop();
    expect(decision).toEqual({ countryCode: 'noc', permission: 'denied', source: 'none' });
    expect(readCookie(COOKIE_NAMES.countryCode)).toBe('noc');
    expect(readCookie(COOKIE_NAMES.locationPermission)).toBe('denied');
    expect(get).toHaveBeenCalledWith('/api/getCurrencyData', { countryCode: 'noc' });
    expect(readCookie(COOKIE_NAMES.currencyTo)).toBe('AUD');
    expect(readCookie(COOKIE_NAMES.currencySymbol)).toBe('A$');
    expect(heard).toEqual(['noc']);
  });

  it('keeps the coordinates the browser gave in the locations cookie', async () => {
    const { api } = fakeApi();
    const granted: LocationLookups = {
      ...LOOKUPS,
      askGeolocation: async () => ({ kind: 'granted', latitude: 51.50735, longitude: -0.12776 }),
      nearestCityCountry: async () => 'uk',
    };
    await runLocationFlow(api, granted);
    expect(readCookie(LOCATIONS_COOKIE)).toBe('51.51,-0.13');
  });

  it('stores no coordinates when the browser refuses', async () => {
    // A sentinel, not absence: the cookie jar may be shared with other test files in this worker.
    writeCookie(LOCATIONS_COOKIE, 'sentinel');
    await runLocationFlow(fakeApi().api, LOOKUPS);
    expect(readCookie(LOCATIONS_COOKIE)).toBe('sentinel');
  });

  it('keeps stored cookies and a chosen currency untouched', async () => {
    writeCookie(COOKIE_NAMES.countryCode, 'uk');
    writeCookie(COOKIE_NAMES.locationPermission, 'allowed');
    writeCookie(COOKIE_NAMES.currencyTo, 'EUR');
    const { api, get } = fakeApi();
    const decision = await runLocationFlow(api, LOOKUPS);
    expect(decision.source).toBe('stored');
    expect(get).not.toHaveBeenCalled();
    expect(readCookie(COOKIE_NAMES.currencyTo)).toBe('EUR');
  });

  it('reads only known country codes from the URL', () => {
    expect(urlCountryOf('/UK/sports')).toBe('uk');
    expect(urlCountryOf('/sports/epl')).toBeNull();
    expect(urlCountryOf('/')).toBeNull();
  });
});
