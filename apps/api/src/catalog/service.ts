import type { Db } from '@reprise/db/client';
import { eventPath } from '@reprise/domain/routes';
import type { Category, EventSummary } from '@reprise/domain/schemas/catalog';
import type { ReadCache } from '../cache/read-cache';
import { DomainError } from '../errors/domain-error';
import { genreFromRow } from './genre-ref';
import { type EventRow, findEventById, findUpcomingEvents, listCategories } from './queries';

// Categories change only with a deploy; the upcoming list may lag the clock by a few seconds.
const CATEGORIES_TTL_MS = 5 * 60_000;
const UPCOMING_TTL_MS = 15_000;

/** The five categories of spec §3. */
export function getCategories(db: Db, cache: ReadCache): Promise<Category[]> {
  return cache.get('categories', { ttlMs: CATEGORIES_TTL_MS, tags: ['categories'] }, () =>
    listCategories(db),
  );
}

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
