import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const genres = pgTable(
  'genres',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [uniqueIndex('genres_category_slug_idx').on(t.categoryId, t.slug)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    state: text('state'),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('cities_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address'),
    // IANA zone: event times are shown in the venue's local time, never the viewer's.
    timezone: text('timezone').notNull(),
  },
  (t) => [index('venues_city_idx').on(t.cityId)],
);

export const performers = pgTable(
  'performers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    genreId: integer('genre_id').references(() => genres.id),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    index('performers_genre_idx').on(t.genreId),
    index('performers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const eventStatuses = ['scheduled', 'rescheduled', 'postponed', 'cancelled'] as const;

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    performerId: integer('performer_id')
      .notNull()
      .references(() => performers.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    genreId: integer('genre_id').references(() => genres.id),
    status: text('status', { enum: eventStatuses }).notNull().default('scheduled'),
    isHot: boolean('is_hot').notNull().default(false),
  },
  (t) => [
    index('events_starts_at_idx').on(t.startsAt),
    index('events_performer_idx').on(t.performerId),
    index('events_venue_idx').on(t.venueId),
    index('events_category_starts_idx').on(t.categoryId, t.startsAt),
  ],
);
