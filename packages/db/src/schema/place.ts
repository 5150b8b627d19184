import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';

/** Countries with fixed ids (us 233, uk 232, au 14, nz 158 …). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Our URL/cookie code: lowercase ISO 3166-1 alpha-2, except the United Kingdom, which is 'uk'. */
  code: text('code').notNull().unique(),
  currencyCode: text('currency_code').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/** States, provinces and the UK regions with fixed ids (2335 Scotland … 2338 Wales). */
export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code'),
    countryId: requiredRef('country_id', () => countries.id),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** State or region name as shown on cards (e.g. 'NY', 'England'). */
    state: text('state'),
    countryCode: text('country_code').notNull(),
    stateId: integer('state_id').references(() => states.id),
    countryId: integer('country_id').references(() => countries.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    imageUrl: text('image_url'),
    altTag: text('alt_tag'),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    index('cities_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('cities_state_idx').on(t.stateId),
    index('cities_country_idx').on(t.countryId),
  ],
);

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    cityId: requiredRef('city_id', () => cities.id),
    address: text('address'),
    // IANA zone: event times are shown in the venue's local time, never the viewer's.
    timezone: text('timezone').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    capacity: integer('capacity'),
    /** Seat map data as the event page's map component reads it (sections and their zones). */
    mapData: jsonb('map_data'),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    index('venues_city_idx').on(t.cityId),
    index('venues_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
