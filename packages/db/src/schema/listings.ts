import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './catalog';
import { createdAt, requiredRef, updatedAt } from './columns';

/** The external systems listings come from: tevo, ticket_network, automatiq, mytickets. */
export const ticketingSystems = pgTable('ticketing_systems', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const listingStatuses = ['active', 'sold_out', 'withdrawn'] as const;

/**
 * A block of seats offered by one source. Money is integer minor units of `currency`, per ticket.
 * Availability is derived (quantity − sold − active holds), never stored as a counter.
 */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    eventId: requiredRef('event_id', () => events.id, { onDelete: 'cascade' }),
    ticketingSystemId: requiredRef('ticketing_system_id', () => ticketingSystems.id),
    externalId: text('external_id').notNull(),
    section: text('section').notNull(),
    row: text('row'),
    seatFrom: integer('seat_from'),
    seatTo: integer('seat_to'),
    quantity: integer('quantity').notNull(),
    /** Split rule id (NeverLeaveOne 3, noSplitsId 5), or null for any split. */
    splitRule: integer('split_rule'),
    seatTypeId: integer('seat_type_id').notNull(),
    ticketTypeId: integer('ticket_type_id').notNull(),
    priceMinor: integer('price_minor').notNull(),
    faceValueMinor: integer('face_value_minor'),
    wholesalePriceMinor: integer('wholesale_price_minor'),
    feesMinor: integer('fees_minor').notNull().default(0),
    /** Tax rate in basis points (825 = 8.25 %). */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    currency: text('currency').notNull(),
    inHandDate: date('in_hand_date'),
    instantDelivery: boolean('instant_delivery').notNull().default(false),
    notes: text('notes'),
    /** 1 (obstructed) to 5 (excellent). */
    viewQuality: integer('view_quality'),
    accessibleSeating: boolean('accessible_seating').notNull().default(false),
    status: text('status', { enum: listingStatuses }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('listings_source_external_idx').on(t.ticketingSystemId, t.externalId),
    index('listings_event_price_idx')
      .on(t.eventId, t.priceMinor)
      .where(sql`${t.status} = 'active'`),
    // Every listing of some events, whatever its status (the cards' and the event page's derived
    // availability counts sold tickets of inactive listings too): without it, a scan of them all.
    index('listings_event_idx').on(t.eventId),
  ],
);
