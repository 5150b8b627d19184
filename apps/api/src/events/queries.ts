import type { Db } from '@reprise/db/client';
import { categories, events, genres, performers } from '@reprise/db/schema/catalog';
import { cities, venues } from '@reprise/db/schema/place';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';

function selectEventRows(db: Db) {
  return db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      status: events.status,
      isHot: events.isHot,
      timezone: venues.timezone,
      venue: { id: venues.id, name: venues.name, slug: venues.slug },
      city: {
        id: cities.id,
        name: cities.name,
        state: cities.state,
        countryCode: cities.countryCode,
      },
      category: { id: categories.id, name: categories.name, slug: categories.slug },
      genreId: genres.id,
      genreName: genres.name,
      genreSlug: genres.slug,
      performer: { id: performers.id, name: performers.name, slug: performers.slug },
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .innerJoin(performers, eq(performers.id, events.performerId))
    .leftJoin(genres, eq(genres.id, events.genreId));
}

export type EventRow = Awaited<ReturnType<typeof findEventById>>[number];

/** Events that have not started yet and are not cancelled, soonest first. */
export function findUpcomingEvents(db: Db, now: Date, limit: number) {
  return selectEventRows(db)
    .where(and(gt(events.startsAt, now), ne(events.status, 'cancelled')))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

/** One event by id, whatever its status (a cancelled event's page still explains the refund). */
export function findEventById(db: Db, eventId: number) {
  return selectEventRows(db).where(eq(events.id, eventId)).limit(1);
}

/** Events by ids, soonest first. */
export function findEventsByIds(db: Db, eventIds: readonly number[]) {
  return selectEventRows(db)
    .where(inArray(events.id, [...eventIds]))
    .orderBy(asc(events.startsAt), asc(events.id));
}
