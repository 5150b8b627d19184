import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamptz, updatedAt } from './columns';
import { venues } from './place';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Banner title and description of the category page. */
  bannerTitle: text('banner_title'),
  description: text('description'),
});

export const genres = pgTable(
  'genres',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    categoryId: requiredRef('category_id', () => categories.id),
    imageUrl: text('image_url'),
    description: text('description'),
  },
  (t) => [uniqueIndex('genres_category_slug_idx').on(t.categoryId, t.slug)],
);

/** Sports leagues; each is one of the fixed sports genre groups, shown per header-menu region. */
export const leagues = pgTable(
  'leagues',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    genreId: requiredRef('genre_id', () => genres.id),
    categoryId: requiredRef('category_id', () => categories.id),
    /** Header-menu region: 'us', 'uk' or 'all'. */
    region: text('region', { enum: ['us', 'uk', 'all'] }).notNull(),
  },
  (t) => [index('leagues_genre_idx').on(t.genreId)],
);

export const performers = pgTable(
  'performers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    categoryId: requiredRef('category_id', () => categories.id),
    genreId: integer('genre_id').references(() => genres.id),
    leagueId: integer('league_id').references(() => leagues.id),
    popularity: integer('popularity').notNull().default(0),
    /** Path of the performer image as stored; the API rewrites it to the CDN base. */
    imageUrl: text('image_url'),
    altTag: text('alt_tag'),
  },
  (t) => [
    index('performers_genre_idx').on(t.genreId),
    index('performers_category_idx').on(t.categoryId),
    index('performers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const eventStatuses = ['scheduled', 'rescheduled', 'postponed', 'cancelled'] as const;

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    venueId: requiredRef('venue_id', () => venues.id),
    performerId: requiredRef('performer_id', () => performers.id),
    categoryId: requiredRef('category_id', () => categories.id),
    genreId: integer('genre_id').references(() => genres.id),
    status: text('status', { enum: eventStatuses }).notNull().default('scheduled'),
    isHot: boolean('is_hot').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    imageUrl: text('image_url'),
    altTag: text('alt_tag'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_starts_at_idx').on(t.startsAt),
    // The search index's freshness check asks for the latest edit every 30 s: a scan of every
    // event on the main thread (tens of ms on the embedded database) without it.
    index('events_updated_at_idx').on(t.updatedAt),
    index('events_performer_idx').on(t.performerId, t.startsAt),
    index('events_venue_idx').on(t.venueId, t.startsAt),
    index('events_category_starts_idx').on(t.categoryId, t.startsAt),
    index('events_genre_starts_idx').on(t.genreId, t.startsAt),
    index('events_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Every performer of an event (both teams of a match, the acts of a festival). */
export const eventPerformers = pgTable(
  'event_performers',
  {
    eventId: requiredRef('event_id', () => events.id, { onDelete: 'cascade' }),
    performerId: requiredRef('performer_id', () => performers.id),
    role: text('role', { enum: ['headliner', 'home', 'away', 'support'] })
      .notNull()
      .default('headliner'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.performerId] }),
    index('event_performers_performer_idx').on(t.performerId),
  ],
);
