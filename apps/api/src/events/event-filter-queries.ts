import type { Db } from '@reprise/db/client';
import { nameContains } from '@reprise/db/like-pattern';
import {
  categories,
  eventPerformers,
  events,
  genres,
  performers,
} from '@reprise/db/schema/catalog';
import { cities, countries, venues } from '@reprise/db/schema/place';
import type { NormalizedEventFilter } from '@reprise/domain/schemas/listings';
import { and, asc, desc, eq, gt, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';

const EARTH_RADIUS_MILES = 3958.8;
const DAY_MS = 86_400_000;

// Venues may lack coordinates; their city always has them.
const latitude = sql`coalesce(${venues.latitude}, ${cities.latitude})`;
const longitude = sql`coalesce(${venues.longitude}, ${cities.longitude})`;

/** Great-circle distance in miles from a point to the event's venue (haversine). */
function distanceMiles(latValue: number, lonValue: number): SQL<number> {
  // Typed parameters: PostgreSQL cannot infer a type for a bare parameter inside radians().
  const lat = sql`${latValue}::float8`;
  const lon = sql`${lonValue}::float8`;
  // least(1, …) keeps float noise from pushing asin out of its domain for the same point.
  return sql<number>`(${sql.raw(String(EARTH_RADIUS_MILES))} * 2 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lon}) / 2), 2)
  ))))`;
}

/** A slug or numeric id as route and filter parameters give them. */
const slugOrId = (slugColumn: AnyPgColumn, idColumn: AnyPgColumn, value: string): SQL =>
  /^\d+$/.test(value) ? eq(idColumn, Number(value)) : eq(slugColumn, value.toLowerCase());

function conditions(filter: NormalizedEventFilter, now: Date): SQL[] {
  const where: SQL[] = [ne(events.status, 'cancelled')];
  if (filter.futureOnly) where.push(gt(events.startsAt, now));
  if (filter.days !== null)
    where.push(lt(events.startsAt, new Date(now.getTime() + filter.days * DAY_MS)));
  // Dates are the venue's local calendar days: "events on 12 May" means 12 May where they happen.
  const localDay = sql`(${events.startsAt} at time zone ${venues.timezone})::date`;
  if (filter.fromDate) where.push(sql`${localDay} >= ${filter.fromDate}::date`);
  if (filter.toDate) where.push(sql`${localDay} <= ${filter.toDate}::date`);
  if (filter.countryCode) where.push(eq(cities.countryCode, filter.countryCode));
  if (filter.type === 'hot') where.push(eq(events.isHot, true));
  if (filter.latitude !== null && filter.longitude !== null && filter.radiusMiles !== null) {
    where.push(
      sql`${distanceMiles(filter.latitude, filter.longitude)} <= ${filter.radiusMiles}::float8`,
    );
  }
  if (filter.venueSlug) where.push(eq(venues.slug, filter.venueSlug.toLowerCase()));
  if (filter.venue) {
    const venue = filter.venue;
    where.push(
      /^\d+$/.test(venue)
        ? eq(venues.id, Number(venue))
        : sql`(${venues.slug} = ${venue.toLowerCase()} or ${nameContains(venues.name, venue)})`,
    );
  }
  if (filter.category) where.push(slugOrId(categories.slug, categories.id, filter.category));
  if (filter.genre) where.push(slugOrId(genres.slug, genres.id, filter.genre));
  if (filter.performer) {
    const slug = filter.performer.toLowerCase();
    // Either the headline performer or any performer of the event (the away team of a match).
    // One list of ids from the two indexes, not an OR with a correlated EXISTS, which no index
    // serves: that joined every event of the catalogue first and tested each.
    const performer = sql`(select p2.id from ${performers} p2 where p2.slug = ${slug})`;
    where.push(sql`${events.id} in (
      select ep.event_id from ${eventPerformers} ep where ep.performer_id = ${performer}
      union all
      select e2.id from ${events} e2 where e2.performer_id = ${performer})`);
  }
  if (filter.eventSearch) {
    where.push(nameContains(events.name, filter.eventSearch));
  }
  if (filter.cityIds.length > 0) {
    where.push(
      sql`${cities.id} in (${sql.join(
        filter.cityIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.eventIds.length > 0) where.push(inArray(events.id, filter.eventIds));
  return where;
}

function ordering(filter: NormalizedEventFilter): SQL[] {
  if (filter.type === 'nearby' && filter.latitude !== null && filter.longitude !== null) {
    return [
      asc(distanceMiles(filter.latitude, filter.longitude)),
      asc(events.startsAt),
      asc(events.id),
    ];
  }
  if (filter.type === 'trending')
    return [desc(events.popularity), asc(events.startsAt), asc(events.id)];
  return [asc(events.startsAt), asc(events.id)];
}

// The tables a filter reads, joined once for both the page and the candidates of a price band.
function withJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(venues, eq(venues.id, events.venueId))
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .leftJoin(countries, eq(countries.code, cities.countryCode))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .innerJoin(performers, eq(performers.id, events.performerId))
    .leftJoin(genres, eq(genres.id, events.genreId));
}

/**
 * The ids of every event matching the filter, unpaged: the candidates a price band then prices
 * (pricing only these, never every event of the catalogue).
 */
export async function findFilteredEventIds(
  db: Db,
  filter: NormalizedEventFilter,
  now: Date,
): Promise<number[]> {
  const rows = await withJoins(db.select({ id: events.id }).from(events).$dynamic()).where(
    and(...conditions(filter, now)),
  );
  return rows.map((row) => row.id);
}

/**
 * One page of events matching the filter and the `extra` conditions (the service's price band),
 * each row carrying the total match count.
 */
export function findFilteredEvents(
  db: Db,
  filter: NormalizedEventFilter,
  now: Date,
  extra: readonly SQL[] = [],
) {
  const query = db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      isHot: events.isHot,
      imageUrl: events.imageUrl,
      altTag: events.altTag,
      venueName: venues.name,
      venueCapacity: venues.capacity,
      timezone: venues.timezone,
      cityName: cities.name,
      state: cities.state,
      countryCode: cities.countryCode,
      countryName: countries.name,
      categoryId: categories.id,
      categoryName: categories.name,
      categorySlug: categories.slug,
      genreId: genres.id,
      genreName: genres.name,
      genreSlug: genres.slug,
      performerName: performers.name,
      performerSlug: performers.slug,
      performerImage: performers.imageUrl,
      performerAlt: performers.altTag,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(events)
    .$dynamic();
  return withJoins(query)
    .where(and(...conditions(filter, now), ...extra))
    .orderBy(...ordering(filter))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
}

export type FilteredEventRow = Awaited<ReturnType<typeof findFilteredEvents>>[number];
