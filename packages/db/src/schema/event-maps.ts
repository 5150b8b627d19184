import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { events } from './catalog';
import { createdAt, requiredRef, updatedAt } from './columns';

/**
 * Seat map drawings (the mapData of POST /updateEventMap), stored once per distinct drawing:
 * the events of one venue share their map, so thousands of events cost a few hundred rows.
 */
export const seatMaps = pgTable('seat_maps', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the map data as the API validated and serialised it. */
  contentHash: text('content_hash').notNull().unique(),
  mapData: jsonb('map_data').notNull(),
  createdAt: createdAt(),
});

/** Which seat map an event's page draws; an event without a row shows the no-map image. */
export const eventMaps = pgTable(
  'event_maps',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    seatMapId: requiredRef('seat_map_id', () => seatMaps.id),
    updatedAt: updatedAt(),
  },
  (t) => [index('event_maps_seat_map_idx').on(t.seatMapId)],
);
