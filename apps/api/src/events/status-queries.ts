import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import { venues } from '@reprise/db/schema/place';
import { eq } from 'drizzle-orm';

type EventStatus = (typeof events.$inferSelect)['status'];

/** An event's status and date, its row locked so two changes of one event apply one at a time. */
export async function lockEventStatus(db: Db, eventId: number) {
  const [row] = await db
    .select({ id: events.id, name: events.name, status: events.status, startsAt: events.startsAt })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return row ?? null;
}

/** Sets an event's status, and its date when a new one is given. */
export async function setEventStatus(
  db: Db,
  eventId: number,
  change: { status: EventStatus; startsAt: Date | null; at: Date },
): Promise<void> {
  await db
    .update(events)
    .set({
      status: change.status,
      ...(change.startsAt ? { startsAt: change.startsAt } : {}),
      updatedAt: change.at,
    })
    .where(eq(events.id, eventId));
}

/** What a buyer's mail about the event names: its name, date and venue (in the venue's zone). */
export async function eventForMail(db: Db, eventId: number) {
  const [row] = await db
    .select({
      name: events.name,
      status: events.status,
      startsAt: events.startsAt,
      venueName: venues.name,
      timezone: venues.timezone,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId));
  return row ?? null;
}
