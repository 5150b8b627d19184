import type { Db } from '@reprise/db/client';
import {
  categories,
  eventPerformers,
  events,
  genres,
  performers,
} from '@reprise/db/schema/catalog';
import { cities, venues } from '@reprise/db/schema/place';
import { and, asc, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';

/** Performers with their category and (optional) genre: the rows every performer read starts from. */
export function selectPerformers(db: Db) {
  return db
    .select({
      id: performers.id,
      name: performers.name,
      slug: performers.slug,
      popularity: performers.popularity,
      imageUrl: performers.imageUrl,
      altTag: performers.altTag,
      category: { id: categories.id, name: categories.name, slug: categories.slug },
      genreId: genres.id,
      genreName: genres.name,
      genreSlug: genres.slug,
    })
    .from(performers)
    .innerJoin(categories, eq(categories.id, performers.categoryId))
    .leftJoin(genres, eq(genres.id, performers.genreId));
}

export type PerformerRow = Awaited<ReturnType<typeof findPerformerBySlug>>[number];

/** One performer by slug. */
export function findPerformerBySlug(db: Db, slug: string) {
  return selectPerformers(db).where(eq(performers.slug, slug)).limit(1);
}

/** One performer by id. */
export function findPerformerById(db: Db, id: number) {
  return selectPerformers(db).where(eq(performers.id, id)).limit(1);
}

/** Performers by ids (any order). */
export function findPerformersByIds(db: Db, ids: readonly number[]) {
  return selectPerformers(db).where(inArray(performers.id, [...ids]));
}

export interface PerformerListFilter {
  categoryId?: number;
  /** A genre id; null means "performers without a genre". */
  genreId?: number | null;
  excludeGenreId?: number;
  excludeSlug?: string;
  /** Country code whose performers (with upcoming events there) come first. */
  preferCountry?: string;
  limit: number;
  now: Date;
}

/** Performers by popularity, optionally narrowed to a category or genre. */
export function listPerformers(db: Db, filter: PerformerListFilter) {
  const where: SQL[] = [];
  if (filter.categoryId !== undefined) where.push(eq(performers.categoryId, filter.categoryId));
  if (filter.genreId === null) where.push(isNull(performers.genreId));
  else if (filter.genreId !== undefined) where.push(eq(performers.genreId, filter.genreId));
  if (filter.excludeGenreId !== undefined) {
    where.push(sql`${performers.genreId} is distinct from ${filter.excludeGenreId}`);
  }
  if (filter.excludeSlug) where.push(ne(performers.slug, filter.excludeSlug));
  const order: SQL[] = [];
  if (filter.preferCountry) {
    // Menus never go empty: performers playing in the visitor's country only come first.
    order.push(sql`exists (select 1 from ${events} e join ${venues} v on v.id = e.venue_id
      join ${cities} c on c.id = v.city_id
      where e.performer_id = ${performers.id} and e.starts_at > ${filter.now}
      and c.country_code = ${filter.preferCountry}) desc`);
  }
  order.push(desc(performers.popularity), asc(performers.name), asc(performers.id));
  return selectPerformers(db)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(...order)
    .limit(filter.limit);
}

/** Ids of the upcoming, not cancelled events a performer plays in (headliner or any role). */
export function upcomingEventIdsOfPerformer(
  db: Db,
  performerId: number,
  now: Date,
  limit: number,
  excludeEventId?: number,
) {
  const where: SQL[] = [
    gt(events.startsAt, now),
    ne(events.status, 'cancelled'),
    sql`(${events.performerId} = ${performerId} or exists (select 1 from ${eventPerformers} ep
      where ep.event_id = ${events.id} and ep.performer_id = ${performerId}))`,
  ];
  if (excludeEventId !== undefined) where.push(ne(events.id, excludeEventId));
  return db
    .select({ id: events.id })
    .from(events)
    .where(and(...where))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

/** The home/away (or headliner) performers of an event. */
export function findEventPerformerRoles(db: Db, eventId: number) {
  return db
    .select({ performerId: eventPerformers.performerId, role: eventPerformers.role })
    .from(eventPerformers)
    .where(eq(eventPerformers.eventId, eventId));
}

/** Genres, optionally of one category, in id order. */
export function listGenres(db: Db, categoryId?: number) {
  return db
    .select({
      id: genres.id,
      name: genres.name,
      slug: genres.slug,
      imageUrl: genres.imageUrl,
      category: { id: categories.id, name: categories.name, slug: categories.slug },
    })
    .from(genres)
    .innerJoin(categories, eq(categories.id, genres.categoryId))
    .where(categoryId === undefined ? undefined : eq(genres.categoryId, categoryId))
    .orderBy(asc(genres.id));
}

export type GenreRow = Awaited<ReturnType<typeof listGenres>>[number];

/** Every performer's name, slug, category and genre, for the sitemap (popular first). */
export function listSitemapPerformers(db: Db) {
  return db
    .select({
      name: performers.name,
      slug: performers.slug,
      categoryId: performers.categoryId,
      genreId: performers.genreId,
    })
    .from(performers)
    .orderBy(desc(performers.popularity), asc(performers.name));
}

/** The most popular performers of every genre, `perGenre` each, in one query (menus). */
export function topPerformersPerGenre(
  db: Db,
  perGenre: number,
  preferCountry: string | undefined,
  now: Date,
) {
  const inCountry = preferCountry
    ? sql`exists (select 1 from ${events} e join ${venues} v on v.id = e.venue_id
        join ${cities} c on c.id = v.city_id
        where e.performer_id = ${performers.id} and e.starts_at > ${now}
        and c.country_code = ${preferCountry})`
    : sql`false`;
  const ranked = db
    .select({
      name: performers.name,
      slug: performers.slug,
      genreId: performers.genreId,
      rank: sql<number>`row_number() over (partition by ${performers.genreId}
        order by ${inCountry} desc, ${performers.popularity} desc, ${performers.name}, ${performers.id})`.as(
        'rank',
      ),
    })
    .from(performers)
    .where(sql`${performers.genreId} is not null`)
    .as('ranked');
  return db
    .select({ name: ranked.name, slug: ranked.slug, genreId: ranked.genreId })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perGenre}`)
    .orderBy(ranked.genreId, ranked.rank);
}
