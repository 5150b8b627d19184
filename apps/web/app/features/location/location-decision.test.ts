import { describe, expect, it, vi } from 'vitest';
import {
  decideLocation,
  type GeolocationAnswer,
  type LocationInputs,
  type LocationLookups,
} from './location-decision';

const NONE: LocationInputs = { storedCountry: null, storedPermission: null, urlCountry: null };

function lookups(overrides: Partial<LocationLookups> = {}): LocationLookups {
  return {
    isValidCountry: vi.fn(async () => true),
    ipCountry: vi.fn(async () => 'au'),
    askGeolocation: vi.fn(
      async (): Promise<GeolocationAnswer> => ({ kind: 'granted', latitude: 1, longitude: 2 }),
    ),
    nearestCityCountry: vi.fn(async () => 'au'),
    ...overrides,
  };
}

describe('decideLocation', () => {
  it('keeps a stored country with its permission marker and looks nothing up', async () => {
    const deps = lookups();
    const decision = await decideLocation(
      { storedCountry: 'uk', storedPermission: 'denied', urlCountry: 'au' },
      deps,
    );
    expect(decision).toEqual({ countryCode: 'uk', permission: 'denied', source: 'stored' });
    expect(deps.isValidCountry).not.toHaveBeenCalled();
    expect(deps.ipCountry).not.toHaveBeenCalled();
  });

  it('a stored country without the marker is not enough: the URL country is validated', async () => {
    const deps = lookups();
    const decision = await decideLocation({ ...NONE, storedCountry: 'uk', urlCountry: 'nz' }, deps);
    expect(decision).toEqual({ countryCode: 'nz', permission: 'not-allowed', source: 'url' });
    expect(deps.isValidCountry).toHaveBeenCalledWith('nz');
    expect(deps.ipCountry).not.toHaveBeenCalled();
  });

  it('reads a gb URL as uk', async () => {
    const deps = lookups();
    expect((await decideLocation({ ...NONE, urlCountry: 'GB' }, deps)).countryCode).toBe('uk');
    expect(deps.isValidCountry).toHaveBeenCalledWith('uk');
  });

  it('an invalid URL country falls through to the IP lookup; US is used directly', async () => {
    const deps = lookups({ isValidCountry: vi.fn(async () => false), ipCountry: async () => 'us' });
    const decision = await decideLocation({ ...NONE, urlCountry: 'zz' }, deps);
    expect(decision).toEqual({ countryCode: 'us', permission: 'not-allowed', source: 'ip' });
    expect(deps.askGeolocation).not.toHaveBeenCalled();
  });

  it('without a URL country goes straight to the IP lookup', async () => {
    const deps = lookups({ ipCountry: async () => 'us' });
    expect((await decideLocation(NONE, deps)).source).toBe('ip');
    expect(deps.isValidCountry).not.toHaveBeenCalled();
  });

  it('another IP country asks geolocation and confirms by the nearest city', async () => {
    const deps = lookups({
      ipCountry: async () => 'fr',
      nearestCityCountry: vi.fn(async () => 'GB'),
    });
    const decision = await decideLocation(NONE, deps);
    expect(decision).toEqual({ countryCode: 'uk', permission: 'allowed', source: 'geolocation' });
    expect(deps.nearestCityCountry).toHaveBeenCalledWith(1, 2);
  });

  const offline = async (): Promise<never> => {
    throw new Error('offline');
  };
  it.each<[string, Partial<LocationLookups>, string]>([
    ['a refused geolocation', { askGeolocation: async () => ({ kind: 'denied' }) }, 'denied'],
    [
      'unavailable geolocation',
      { askGeolocation: async () => ({ kind: 'unavailable' }) },
      'not-allowed',
    ],
    ['failing lookups', { ipCountry: offline, nearestCityCountry: offline }, 'allowed'],
  ])('%s gives the no-country value, with the permission %s', async (_, overrides, permission) => {
    expect(await decideLocation(NONE, lookups(overrides))).toEqual({
      countryCode: 'noc',
      permission,
      source: 'none',
    });
  });

  it('an unknown IP country (noc) also asks geolocation', async () => {
    const deps = lookups({ ipCountry: async () => 'noc' });
    expect((await decideLocation(NONE, deps)).source).toBe('geolocation');
    expect(deps.askGeolocation).toHaveBeenCalledTimes(1);
  });
});
