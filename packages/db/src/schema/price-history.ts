import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { events } from './catalog';
import { requiredRef, timestamptz } from './columns';

/**
 * One day's lowest all-in price for one ticket of an event in one zone of its seating plan, in
 * the currency of the venue's country: the daily snapshot the event page's price chart reads.
 * A zone with nothing on sale that day has no row.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    eventId: requiredRef('event_id', () => events.id, { onDelete: 'cascade' }),
    /** The calendar day (UTC) of the snapshot. */
    day: date('day').notNull(),
    /** Zone id of the seating plan; '' for listings whose section lies in no zone. */
    zoneId: text('zone_id').notNull(),
    /** The zone's name on that day (a plan can be redrawn later). */
    zoneName: text('zone_name').notNull(),
    currency: text('currency').notNull(),
    lowestAllInMinor: integer('lowest_all_in_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day, t.zoneId] })],
);

/** The days whose snapshot finished: a copy that finds today here does not snapshot again. */
export const priceSnapshotDays = pgTable('price_snapshot_days', {
  day: date('day').primaryKey(),
  events: integer('events').notNull(),
  completedAt: timestamptz('completed_at').notNull(),
});
