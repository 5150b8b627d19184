import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { favouriteEvents } from '@reprise/db/schema/identity';
import { and, desc, eq } from 'drizzle-orm';

/** The event ids a buyer favourited, latest first. */
export async function listFavouriteEventIds(db: Db, buyerId: number): Promise<number[]> {
  const rows = await db
    .select({ eventId: favouriteEvents.eventId })
    .from(favouriteEvents)
    .where(eq(favouriteEvents.buyerId, buyerId))
    .orderBy(desc(favouriteEvents.createdAt));
  return rows.map((row) => row.eventId);
}

export async function eventExists(db: Db, eventId: number): Promise<boolean> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return rows.length === 1;
}

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
