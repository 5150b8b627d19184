import type { Db } from '@reprise/db/client';
import {
  type EventListingCard,
  eventFilterInputSchema,
  normalizeEventFilter,
} from '@reprise/domain/schemas/listings';
import type { ReadCache } from '../cache/read-cache';
import { filterEventListings } from '../events/public';
import { DomainError } from '../platform/errors/domain-error';
import {
  addFavourite,
  eventExists,
  listFavouriteEventIds,
  removeFavourite,
} from './favourite-queries';

/** How many favourites one buyer may keep: far more than anyone plans to attend. */
export const FAVOURITES_MAX = 500;

/**
 * The buyer's upcoming favourite events as event cards (the shape filterListings answers),
 * soonest first. Past and cancelled events drop off the list but stay saved.
 */
export async function listFavouriteCards(
  db: Db,
  cache: ReadCache,
  cdnBaseUrl: string,
  buyerId: number,
  toCurrencyCode: string | null,
): Promise<EventListingCard[]> {
  const eventIds = await listFavouriteEventIds(db, buyerId);
  if (eventIds.length === 0) return [];
  const filter = {
    ...normalizeEventFilter(eventFilterInputSchema.parse({ type: 'upcoming', toCurrencyCode })),
    eventIds: [...eventIds].sort((a, b) => a - b),
    limit: FAVOURITES_MAX,
  };
  return filterEventListings(db, cache, cdnBaseUrl, filter);
}

/** Adds (favorite true) or removes a favourite; both are idempotent. */
export async function saveFavourite(
  db: Db,
  buyerId: number,
  eventId: number,
  favorite: boolean,
  now: Date,
): Promise<{ eventId: number; favorite: boolean }> {
  if (!favorite) {
    await removeFavourite(db, buyerId, eventId);
    return { eventId, favorite };
  }
  if (!(await eventExists(db, eventId))) {
    throw new DomainError('EVENT_NOT_FOUND', `There is no event with id ${eventId}.`, 'eventId');
  }
  const saved = await listFavouriteEventIds(db, buyerId);
  if (saved.length >= FAVOURITES_MAX && !saved.includes(eventId)) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `You can keep up to ${FAVOURITES_MAX} favourites. Remove some to add more.`,
      'eventId',
    );
  }
  await addFavourite(db, buyerId, eventId, now);
  return { eventId, favorite };
}
