import { isIP } from 'node:net';
import type { Db } from '@reprise/db/client';
import { canonicalCountryCode, NO_COUNTRY } from '@reprise/domain/country';
import { type City, LOCATION_LIST_LIMIT } from '@reprise/domain/schemas/geo';
import type { ReadCache } from '../cache/read-cache';
import { publicImageUrl } from '../images/public';
import { DomainError } from '../platform/errors/domain-error';
import {
  type CityFilter,
  type CityRow,
  countCities,
  findCitiesByState,
  findCityById,
  findCityByName,
  findCountryById,
  findCountryIdByCode,
  findNearestCity,
  listCountries,
  listCountryNames,
  listStates,
  searchCities,
} from './queries';

// Countries and states change only with a deploy; city lists are cheap to re-read.
const PLACE_TTL_MS = 10 * 60_000;
const CITY_TTL_MS = 60_000;
/** Cache tag of country, state and city reads. */
export const PLACE_TAG = 'places';
const placeCache = { ttlMs: PLACE_TTL_MS, tags: [PLACE_TAG] };
const cityCache = { ttlMs: CITY_TTL_MS, tags: [PLACE_TAG] };

/** Our country id for a code (gb reads as uk), or 0 when it is not valid (countryId 0). */
export async function getCountryId(db: Db, cache: ReadCache, code: string): Promise<number> {
  const canonical = canonicalCountryCode(code);
  if (canonical === NO_COUNTRY) return 0;
  return cache.get(`geo:country-id:${canonical}`, placeCache, async () => {
    const [row] = await findCountryIdByCode(db, canonical);
    return row?.id ?? 0;
  });
}

// geoip-country loads its ~7 MB database on import: pay that on the first lookup, not at boot.
let geoip: Promise<typeof import('geoip-country').default> | undefined;

/** The visitor's country code by IP: lowercase, gb → uk, NO_COUNTRY for private or unknown IPs. */
export async function countryCodeForIp(ip: string): Promise<string> {
  // Fastify gives IPv4 clients of a dual-stack socket as ::ffff:a.b.c.d.
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(plain) === 0) return NO_COUNTRY;
  geoip ??= import('geoip-country').then((module) => module.default);
  const found = (await geoip).lookup(plain);
  return found ? canonicalCountryCode(found.country) : NO_COUNTRY;
}

/** Validates an IP given as a query parameter (an empty one means "the caller's"). */
export function requireValidIp(ip: string): void {
  if (isIP(ip) === 0)
    throw new DomainError('VALIDATION_FAILED', 'ip must be an IPv4 or IPv6 address', 'ip');
}

function toCity(row: CityRow, cdnBaseUrl: string): City {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    country: row.countryCode,
    s3_image_url: publicImageUrl(row.imageUrl, cdnBaseUrl),
    alt_tag: row.altTag,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The city of ours nearest to a point, with its distance in km; NOT_FOUND when we have none. */
export async function getNearestCity(
  db: Db,
  cdnBaseUrl: string,
  lat: number,
  lng: number,
): Promise<City & { distance_km: number }> {
  const [row] = await findNearestCity(db, lat, lng);
  if (!row) throw new DomainError('NOT_FOUND', 'There are no cities to choose from.', 'lat');
  return { ...toCity(row, cdnBaseUrl), distance_km: Math.round(row.distanceKm * 10) / 10 };
}

export type CitiesResult = { locations: City[] } | { cities: City[]; totalCount: number };

/** A city search: the filter and the page of it. */
export interface CitySearch extends CityFilter {
  limit: number;
  offset: number;
}

const citySearchKey = (search: CitySearch) =>
  `${search.limit}:${search.offset}:${search.countryId ?? ''}:${search.stateId ?? ''}:${search.text.toLowerCase()}`;

/**
 * The getCities call. A limit of exactly 50 is the location picker's request ("limit 50 routes results
 * to the location list"), answered as `{ locations }`; any other limit is the paged city list.
 */
export function getCities(
  db: Db,
  cache: ReadCache,
  cdnBaseUrl: string,
  search: CitySearch,
): Promise<CitiesResult> {
  if (search.limit !== LOCATION_LIST_LIMIT) return getCityPage(db, cache, cdnBaseUrl, search);
  return cache.get(`geo:locations:${citySearchKey(search)}`, cityCache, async () => ({
    locations: (await searchCities(db, search, search.limit, search.offset)).map((r) =>
      toCity(r, cdnBaseUrl),
    ),
  }));
}

/** A page of the cities a search matches, most popular first, with how many match in all. */
export function getCityPage(
  db: Db,
  cache: ReadCache,
  cdnBaseUrl: string,
  search: CitySearch,
): Promise<{ cities: City[]; totalCount: number }> {
  return cache.get(`geo:cities:${citySearchKey(search)}`, cityCache, async () => ({
    cities: (await searchCities(db, search, search.limit, search.offset)).map((r) =>
      toCity(r, cdnBaseUrl),
    ),
    totalCount: await countCities(db, search),
  }));
}

/** Cities of a state or region by name. */
export function getCitiesByState(
  db: Db,
  cache: ReadCache,
  cdnBaseUrl: string,
  stateId: number,
): Promise<City[]> {
  return cache.get(`geo:state-cities:${stateId}`, cityCache, async () =>
    (await findCitiesByState(db, stateId)).map((r) => toCity(r, cdnBaseUrl)),
  );
}

/** One city by id, or null. */
export async function findCity(db: Db, cdnBaseUrl: string, id: number): Promise<City | null> {
  const [row] = await findCityById(db, id);
  return row ? toCity(row, cdnBaseUrl) : null;
}

/** The getCity call: one city by id, or the best match for a name; NOT_FOUND when none. */
export async function getCity(
  db: Db,
  cdnBaseUrl: string,
  query: { id?: number; text?: string },
): Promise<City> {
  if (query.id !== undefined) {
    const city = await findCity(db, cdnBaseUrl, query.id);
    if (!city) throw new DomainError('NOT_FOUND', `There is no city with id ${query.id}.`, 'id');
    return city;
  }
  if (!query.text) {
    throw new DomainError(
      'VALIDATION_FAILED',
      'city_name_search or id is required',
      'city_name_search',
    );
  }
  const [row] = await findCityByName(db, query.text);
  if (!row) {
    throw new DomainError(
      'NOT_FOUND',
      `There is no city matching '${query.text}'.`,
      'city_name_search',
    );
  }
  return toCity(row, cdnBaseUrl);
}

/** Every country's name by its code (a city names its country by code). */
export function getCountryNames(db: Db, cache: ReadCache): Promise<ReadonlyMap<string, string>> {
  return cache.get('geo:country-names', placeCache, async () => {
    return new Map((await listCountryNames(db)).map((c) => [c.code, c.name]));
  });
}

/** Every active country. */
export function getCountries(db: Db, cache: ReadCache) {
  return cache.get('geo:countries', placeCache, async () =>
    (await listCountries(db)).map((c) => ({
      id: c.id,
      name: c.name,
      code: c.code,
      currency_code: c.currencyCode,
    })),
  );
}

/** States of a country (the four UK regions for 232); NOT_FOUND for an unknown country. */
export async function getStates(db: Db, cache: ReadCache, countryId: number) {
  const found = await cache.get(`geo:states:${countryId}`, placeCache, async () => {
    const [country] = await findCountryById(db, countryId);
    return country ? listStates(db, countryId) : null;
  });
  if (!found) {
    throw new DomainError('NOT_FOUND', `There is no country with id ${countryId}.`, 'country_id');
  }
  return found;
}
