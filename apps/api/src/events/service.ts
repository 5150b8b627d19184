import type { Db } from '@reprise/db/client';
import { eventPath } from '@reprise/domain/routes';
import type { EventSummary } from '@reprise/domain/schemas/catalog';
import type { ReadCache } from '../cache/read-cache';
import { DomainError } from '../platform/errors/domain-error';
import { genreFromRow } from './genre-ref';
import { type EventRow, findEventById, findUpcomingEvents } from './queries';

// The upcoming list may lag the clock by a few seconds.
const UPCOMING_TTL_MS = 15_000;

/**
 * Cache tag every read about one event carries (its listings, its seat map): a write that changes
 * what the event page shows (a new map, a hold, a sale) invalidates it.
 */
export const eventTag = (eventId: number) => `event:${eventId}`;

/** The next upcoming events across the catalogue. */
export function getUpcomingEvents(
  db: Db,
  cache: ReadCache,
  limit: number,
): Promise<EventSummary[]> {
  return cache.get(
    `events:upcoming:${limit}`,
    { ttlMs: UPCOMING_TTL_MS, tags: ['events'] },
    async () => (await findUpcomingEvents(db, new Date(), limit)).map(toEventSummary),
  );
}

/** One event, or EVENT_NOT_FOUND. */
export async function getEvent(db: Db, eventId: number): Promise<EventSummary> {
  const [row] = await findEventById(db, eventId);
  if (!row)
    throw new DomainError('EVENT_NOT_FOUND', `There is no event with id ${eventId}.`, 'eventId');
  return toEventSummary(row);
}

/** The API shape of an event row. */
export function toEventSummary(row: EventRow): EventSummary {
  const genre = genreFromRow(row);
  return {
    id: row.id,
    name: row.name,
    startsAt: row.startsAt.toISOString(),
    timezone: row.timezone,
    status: row.status,
    isHot: row.isHot,
    path: eventPath({
      categorySlug: row.category.slug,
      genreSlug: genre?.slug ?? null,
      performerSlug: row.performer.slug,
      eventName: row.name,
      eventId: row.id,
    }),
    venue: row.venue,
    city: row.city,
    category: row.category,
    genre,
    performer: row.performer,
  };
}
