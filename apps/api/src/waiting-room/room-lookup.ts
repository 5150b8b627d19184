import type { FastifyInstance } from 'fastify';
import { eventsWithRoomOn, isRoomOn } from './room-queries';

// "Is a room on?" is asked by every event page render and every hold: answered from this copy's
// read cache for a few seconds, and dropped on every copy (the invalidation bus) when a room is
// turned on or off. Only whether to check comes from here; the admission itself is checked in
// the database.

const LOOKUP_TTL_MS = 5_000;

/** Tag of the answer "is any room on". */
export const ANY_ROOM_TAG = 'waiting-room';

/** Tag of the answer "is this event's room on" (and of the pages that read it). */
export const roomTag = (eventId: number) => `waiting-room:${eventId}`;

/** Whether any event has a room on: lets holds of every other event skip the check at once. */
export function anyRoomOn(app: FastifyInstance): Promise<boolean> {
  return app.readCache.get(
    'waiting-room:any',
    { ttlMs: LOOKUP_TTL_MS, tags: [ANY_ROOM_TAG] },
    async () => (await eventsWithRoomOn(app.database.db)).length > 0,
  );
}

/** Whether the event's room is on. */
export function roomOnFor(app: FastifyInstance, eventId: number): Promise<boolean> {
  return app.readCache.get(
    `waiting-room:event:${eventId}`,
    { ttlMs: LOOKUP_TTL_MS, tags: [roomTag(eventId)] },
    () => isRoomOn(app.database.db, eventId),
  );
}

/** A room was turned on or off: every copy drops its answers (and the event's cached pages). */
export function announceRoomChange(app: FastifyInstance, eventId: number): void {
  app.readCache.invalidate(ANY_ROOM_TAG);
  app.readCache.invalidate(roomTag(eventId));
}
