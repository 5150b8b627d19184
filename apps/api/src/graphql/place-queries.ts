import type { Db } from '@reprise/db/client';
import { nameContains } from '@reprise/db/like-pattern';
import { cities, countries, states } from '@reprise/db/schema/place';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';

const citySelect = {
  id: cities.id,
  name: cities.name,
  state: cities.state,
  country: countries.name,
  country_code: cities.countryCode,
  imageUrl: cities.imageUrl,
  alt_tag: cities.altTag,
};

export interface CitySearch {
  nameSearch: string | null;
  countryId: number | null;
  stateId: number | null;
  limit: number;
  offset: number;
}

function cityConditions(search: CitySearch): SQL | undefined {
  const where: SQL[] = [];
  if (search.nameSearch) {
    where.push(nameContains(cities.name, search.nameSearch));
  }
  if (search.countryId !== null) {
    // Cities may carry only the code; match either so old rows are found too.
    where.push(
      sql`(${cities.countryId} = ${search.countryId} or ${cities.countryCode} = (select code from ${countries} where id = ${search.countryId}))`,
    );
  }
  if (search.stateId !== null) where.push(eq(cities.stateId, search.stateId));
  return where.length > 0 ? and(...where) : undefined;
}

/** A page of cities, most popular first, with the total count. */
export function searchCities(db: Db, search: CitySearch) {
  return db
    .select({ ...citySelect, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(cities)
    .leftJoin(countries, eq(countries.code, cities.countryCode))
    .where(cityConditions(search))
    .orderBy(desc(cities.popularity), asc(cities.name), asc(cities.id))
    .limit(search.limit)
    .offset(search.offset);
}

/** One city, or none. */
export function findCity(db: Db, id: number) {
  return db
    .select(citySelect)
    .from(cities)
    .leftJoin(countries, eq(countries.code, cities.countryCode))
    .where(eq(cities.id, id))
    .limit(1);
}

/** Cities of a state or region, by name. */
export function findCitiesByState(db: Db, stateId: number) {
  return db
    .select(citySelect)
    .from(cities)
    .leftJoin(countries, eq(countries.code, cities.countryCode))
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.name), asc(cities.id));
}

/** Active countries by name. */
export function listCountries(db: Db) {
  return db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries)
    .where(eq(countries.isActive, true))
    .orderBy(asc(countries.name));
}

/** States and regions of a country, by name. */
export function listStates(db: Db, countryId: number) {
  return db
    .select({ id: states.id, name: states.name, code: states.code, country_id: states.countryId })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
}
