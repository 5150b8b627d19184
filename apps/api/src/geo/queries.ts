import type { Db } from '@reprise/db/client';
import { nameContains } from '@reprise/db/like-pattern';
import { cities, countries, states } from '@reprise/db/schema/place';
import { asc, count, desc, eq, sql } from 'drizzle-orm';

/** Every active country by name. */
export function listCountries(db: Db) {
  return db
    .select({
      id: countries.id,
      name: countries.name,
      code: countries.code,
      currencyCode: countries.currencyCode,
    })
    .from(countries)
    .where(eq(countries.isActive, true))
    .orderBy(asc(countries.name));
}

/** One country by id. */
export function findCountryById(db: Db, id: number) {
  return db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
}

/** States (or UK regions) of one country by name. */
export function listStates(db: Db, countryId: number) {
  return db
    .select({ id: states.id, name: states.name, code: states.code })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
}

const cityColumns = {
  id: cities.id,
  name: cities.name,
  state: cities.state,
  countryCode: cities.countryCode,
  imageUrl: cities.imageUrl,
  altTag: cities.altTag,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

export type CityRow = Awaited<ReturnType<typeof findCityById>>[number];

const EARTH_RADIUS_KM = 6371;

const toMicroDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6 || 0;

/** The city closest to a point by great-circle (haversine) distance, with that distance in km. */
export function findNearestCity(db: Db, latitude: number, longitude: number) {
  // A micro-degree is 11 cm; rounding also keeps subnormal numbers such as 5e-324 (which
  // PostgreSQL's float8 refuses as an underflow) out of the query.
  const lat = toMicroDegrees(latitude);
  const lng = toMicroDegrees(longitude);
  const distance = sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(${cities.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${cities.latitude})) *
    power(sin(radians(${cities.longitude} - ${lng}) / 2), 2)
  )))`.mapWith(Number);
  return db
    .select({ ...cityColumns, distanceKm: distance })
    .from(cities)
    .orderBy(distance, asc(cities.id))
    .limit(1);
}

/** Cities whose name contains the text (all when empty), most popular first. */
export function searchCities(db: Db, text: string, limit: number, offset: number) {
  const query = db.select(cityColumns).from(cities);
  const filtered = text ? query.where(nameContains(cities.name, text)) : query;
  return filtered
    .orderBy(desc(cities.popularity), asc(cities.name), asc(cities.id))
    .limit(limit)
    .offset(offset);
}

/** How many cities the text matches. */
export async function countCities(db: Db, text: string): Promise<number> {
  const query = db.select({ total: count() }).from(cities);
  const [row] = await (text ? query.where(nameContains(cities.name, text)) : query);
  return row?.total ?? 0;
}

/** One city by id. */
export function findCityById(db: Db, id: number) {
  return db.select(cityColumns).from(cities).where(eq(cities.id, id)).limit(1);
}

/** The best city for a name: an exact (case-insensitive) match first, then the most popular. */
export function findCityByName(db: Db, text: string) {
  return db
    .select(cityColumns)
    .from(cities)
    .where(nameContains(cities.name, text))
    .orderBy(
      sql`lower(${cities.name}) = lower(${text}) desc`,
      desc(cities.popularity),
      asc(cities.id),
    )
    .limit(1);
}

/** The id of the country with this code (our lowercase code, 'uk' for the United Kingdom). */
export function findCountryIdByCode(db: Db, code: string) {
  return db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)).limit(1);
}
