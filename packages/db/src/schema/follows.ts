import { index, pgTable, primaryKey, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { events, performers } from './catalog';
import { createdAt, requiredRef, timestamptz } from './columns';
import { buyerOwner } from './identity';

/**
 * A fan following a performer (the heart on the performer page). The id is what a follow mail's
 * signed unsubscribe link names, so the link ends this one follow and nothing else.
 */
export const performerFollows = pgTable(
  'performer_follows',
  {
    id: serial('id').primaryKey(),
    buyerId: buyerOwner(),
    performerId: requiredRef('performer_id', () => performers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('performer_follows_buyer_performer_idx').on(t.buyerId, t.performerId),
    index('performer_follows_performer_idx').on(t.performerId),
  ],
);

/**
 * The new-event mails sent to fans: one row per fan and event, claimed before the mail goes, so
 * a fan hears about an event once however many pushes, syncs or followed performers it has.
 */
export const followEventMails = pgTable(
  'follow_event_mails',
  {
    buyerId: buyerOwner(),
    eventId: requiredRef('event_id', () => events.id, { onDelete: 'cascade' }),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.eventId] })],
);
