import type { Db } from '@reprise/db/client';
import { categories, events, genres, leagues, performers } from '@reprise/db/schema/catalog';
import { cities, venues } from '@reprise/db/schema/place';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { selectPerformers } from '../catalog/public';

// Everything the search index is built from, read in a handful of plain scans: the index then
// answers every query in memory (PGlite runs in this thread, so per-keystroke SQL would queue).

/** Leagues with the category and genre slugs their page path needs. */
export function loadLeagueRows(db: Db) {
  return db
    .select({
      id: leagues.id,
      name: leagues.name,
      slug: leagues.slug,
      categoryId: leagues.categoryId,
      categorySlug: categories.slug,
      genreSlug: genres.slug,
    })
    .from(leagues)
    .innerJoin(categories, eq(categories.id, leagues.categoryId))
    .innerJoin(genres, eq(genres.id, leagues.genreId))
    .orderBy(asc(leagues.id));
}

/** Performers with category and (optional) genre, in id order. */
export function loadPerformerRows(db: Db) {
  return selectPerformers(db).orderBy(asc(performers.id));
}

/** Events not cancelled that start after `now`, with what a result row shows and links to. */
export function loadEventRows(db: Db, now: Date) {
  return db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      popularity: events.popularity,
      venueName: venues.name,
      venueSlug: venues.slug,
      timezone: venues.timezone,
      cityName: cities.name,
      state: cities.state,
      countryCode: cities.countryCode,
      category: { id: categories.id, name: categories.name, slug: categories.slug },
      genreName: genres.name,
      genreSlug: genres.slug,
      performerName: performers.name,
      performerSlug: performers.slug,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .innerJoin(performers, eq(performers.id, events.performerId))
    .leftJoin(genres, eq(genres.id, events.genreId))
    .where(and(gt(events.startsAt, now), ne(events.status, 'cancelled')));
}

/** Venues with their city. */
export function loadVenueRows(db: Db) {
  return db
    .select({
      id: venues.id,
      name: venues.name,
      slug: venues.slug,
      popularity: venues.popularity,
      cityName: cities.name,
      state: cities.state,
      countryCode: cities.countryCode,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId));
}

/** Cities. */
export function loadCityRows(db: Db) {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      state: cities.state,
      countryCode: cities.countryCode,
      popularity: cities.popularity,
    })
    .from(cities);
}

// Writers add rows or edit events in place; counts plus the newest ids and the latest event edit
// change whenever what the index holds could have changed (other edits invalidate a search tag through the read cache).
/** A cheap fingerprint of the searchable tables, compared to decide whether to rebuild. */
export async function loadCatalogueFingerprint(db: Db): Promise<string> {
  const rows = await db.execute(sql`
    select
      (select count(*) from ${performers}) as performers,
      (select max(${performers.id}) from ${performers}) as last_performer,
      (select count(*) from ${venues}) as venues,
      (select count(*) from ${cities}) as cities,
      (select count(*) from ${genres}) as genres,
      (select count(*) from ${leagues}) as leagues,
      (select count(*) from ${events}) as events,
      (select max(${events.id}) from ${events}) as last_event,
      (select max(${events.updatedAt}) from ${events}) as last_event_edit`);
  return JSON.stringify((rows as unknown as { rows?: unknown[] }).rows ?? rows);
}
