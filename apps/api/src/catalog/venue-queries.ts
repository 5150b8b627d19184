import type { Db } from '@reprise/db/client';
import { containsPattern } from '@reprise/db/like-pattern';
import { events } from '@reprise/db/schema/catalog';
import { cities, venues } from '@reprise/db/schema/place';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';

export interface VenueListFilter {
  /** Only venues with upcoming events. */
  withUpcomingEvents: boolean;
  cityId?: number;
  countryCode?: string;
  search?: string;
  slug?: string;
  limit: number;
  offset: number;
  now: Date;
}

/** A page of venues with their upcoming event count and the total match count. */
export function listVenues(db: Db, filter: VenueListFilter) {
  const upcoming = sql<number>`(select count(*) from ${events} e where e.venue_id = ${venues.id}
    and e.starts_at > ${filter.now} and e.status <> 'cancelled')`.mapWith(Number);
  const where: SQL[] = [];
  if (filter.withUpcomingEvents) where.push(sql`${upcoming} > 0`);
  if (filter.cityId !== undefined) where.push(eq(venues.cityId, filter.cityId));
  if (filter.countryCode) where.push(eq(cities.countryCode, filter.countryCode));
  if (filter.slug) where.push(eq(venues.slug, filter.slug));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(sql`unaccent(lower(${venues.name})) like unaccent(lower(${pattern}))`);
  }
  return db
    .select({
      id: venues.id,
      name: venues.name,
      slug: venues.slug,
      city: {
        id: cities.id,
        name: cities.name,
        state: cities.state,
        countryCode: cities.countryCode,
      },
      upcomingEventCount: upcoming,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(venues.popularity), asc(venues.name), asc(venues.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
