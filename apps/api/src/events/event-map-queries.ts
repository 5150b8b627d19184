import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { eventMaps, seatMaps } from '@reprise/db/schema/event-maps';
import { venues } from '@reprise/db/schema/place';
import { eq, sql } from 'drizzle-orm';

/** The seat map an event's page draws, with when it was set; no row when it has none. */
export function findEventMap(db: Db, eventId: number) {
  return db
    .select({ mapData: seatMaps.mapData, updatedAt: eventMaps.updatedAt })
    .from(eventMaps)
    .innerJoin(seatMaps, eq(seatMaps.id, eventMaps.seatMapId))
    .where(eq(eventMaps.eventId, eventId))
    .limit(1);
}

/** The zones and sections of the event's venue (venues.map_data), for events without a map. */
export function findVenueZones(db: Db, eventId: number) {
  return db
    .select({ mapData: venues.mapData })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId))
    .limit(1);
}

/**
 * Points the event at the drawing with this hash, storing the drawing first unless an identical
 * one is stored already (events of one venue share theirs). Run inside a transaction.
 */
export async function saveEventMap(
  tx: Db,
  eventId: number,
  contentHash: string,
  mapData: unknown,
): Promise<Date> {
  await tx
    .insert(seatMaps)
    .values({ contentHash, mapData })
    .onConflictDoNothing({ target: seatMaps.contentHash });
  const [stored] = await tx
    .select({ id: seatMaps.id })
    .from(seatMaps)
    .where(eq(seatMaps.contentHash, contentHash));
  const [link] = await tx
    .insert(eventMaps)
    .values({ eventId, seatMapId: stored!.id })
    .onConflictDoUpdate({
      target: eventMaps.eventId,
      set: { seatMapId: stored!.id, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: eventMaps.updatedAt });
  return link!.updatedAt;
}
