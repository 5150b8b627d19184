import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { favouriteEvents } from '@reprise/db/schema/identity';
import { and, desc, eq } from 'drizzle-orm';
import { idExists } from '../platform/id-exists';

/** The event ids a buyer favourited, latest first. */
export async function listFavouriteEventIds(db: Db, buyerId: number): Promise<number[]> {
  const rows = await db
    .select({ eventId: favouriteEvents.eventId })
    .from(favouriteEvents)
    .where(eq(favouriteEvents.buyerId, buyerId))
    .orderBy(desc(favouriteEvents.createdAt));
  return rows.map((row) => row.eventId);
}

export const eventExists = (db: Db, eventId: number) => idExists(db, events.id, eventId);

/** Adds a favourite; adding it again changes nothing. */
export function addFavourite(db: Db, buyerId: number, eventId: number, now: Date) {
  return db
    .insert(favouriteEvents)
    .values({ buyerId, eventId, createdAt: now })
    .onConflictDoNothing();
}

export function removeFavourite(db: Db, buyerId: number, eventId: number) {
  return db
    .delete(favouriteEvents)
    .where(and(eq(favouriteEvents.buyerId, buyerId), eq(favouriteEvents.eventId, eventId)));
}
