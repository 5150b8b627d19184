import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './catalog';
import { createdAt, requiredRef, timestamptz } from './columns';

/**
 * An on-sale waiting room in front of one event's pages and checkout (docs/decisions/
 * 0016-waiting-room.md). `tokens` and `refilled_at` are the admission token bucket every server
 * copy shares (when REDIS_URL is unset): a copy refills and spends it under the row's lock.
 */
export const waitingRooms = pgTable('waiting_rooms', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** 'on' while it stands in front of the event, 'closed' once the operator or the room ended it. */
  status: text('status').notNull(),
  opensAt: timestamptz('opens_at').notNull(),
  admitPerSecond: doublePrecision('admit_per_second').notNull(),
  tokens: doublePrecision('tokens').notNull().default(0),
  refilledAt: timestamptz('refilled_at').notNull(),
  /** sold_out, drained or operator. */
  closedReason: text('closed_reason'),
  createdAt: createdAt(),
  closedAt: timestamptz('closed_at'),
});

/**
 * One fan (a browser's queue token) in an event's room. `rank` orders the queue: a random number
 * in [0, 1) for everyone who came before the opening, 1 + the arrival's epoch seconds after it.
 * Once admitted, `admission_id` is the admission's single-use jti and `hold_session_id` the one
 * checkout session it is bound to on its first hold.
 */
export const waitingRoomFans = pgTable(
  'waiting_room_fans',
  {
    eventId: requiredRef('event_id', () => waitingRooms.eventId, { onDelete: 'cascade' }),
    fanId: uuid('fan_id').notNull(),
    rank: doublePrecision('rank').notNull(),
    arrivedAt: timestamptz('arrived_at').notNull(),
    admittedAt: timestamptz('admitted_at'),
    admissionId: uuid('admission_id').unique(),
    admissionExpiresAt: timestamptz('admission_expires_at'),
    holdSessionId: text('hold_session_id'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.fanId] }),
    index('waiting_room_fans_queue_idx').on(t.eventId, t.rank).where(sql`${t.admittedAt} is null`),
  ],
);
