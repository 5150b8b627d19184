import type { Db } from '@reprise/db/client';
import { nameContains } from '@reprise/db/like-pattern';
import { cities, countries, states } from '@reprise/db/schema/place';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';

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

/** Which cities a search wants: part of the name (all when empty), and optionally a place. */
export interface CityFilter {
  text: string;
  countryId?: number | null;
  stateId?: number | null;
}

function cityConditions(filter: CityFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.text) where.push(nameContains(cities.name, filter.text));
  if (filter.countryId != null) {
    // Cities may carry only the code; match either so old rows are found too.
    where.push(
      sql`(${cities.countryId} = ${filter.countryId} or ${cities.countryCode} = (select code from ${countries} where id = ${filter.countryId}))`,
    );
  }
  if (filter.stateId != null) where.push(eq(cities.stateId, filter.stateId));
  return where.length > 0 ? and(...where) : undefined;
}

/** Cities matching the filter, most popular first. */
export function searchCities(db: Db, filter: CityFilter, limit: number, offset: number) {
  return db
    .select(cityColumns)
    .from(cities)
    .where(cityConditions(filter))
    .orderBy(desc(cities.popularity), asc(cities.name), asc(cities.id))
    .limit(limit)
    .offset(offset);
}

/** How many cities the filter matches. */
export async function countCities(db: Db, filter: CityFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cities).where(cityConditions(filter));
  return row?.total ?? 0;
}

/** Cities of a state or region, by name. */
export function findCitiesByState(db: Db, stateId: number) {
  return db
    .select(cityColumns)
    .from(cities)
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.name), asc(cities.id));
}

/** Every country's name by its code, active or not (cities name theirs by code). */
export function listCountryNames(db: Db) {
  return db.select({ code: countries.code, name: countries.name }).from(countries);
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
