// Plain queries of waiting rooms and their fans; room-service.ts and admission-ticker.ts own the
// transactions they run in.
import type { Db } from '@reprise/db/client';
import { holds } from '@reprise/db/schema/holds';
import { waitingRoomFans, waitingRooms } from '@reprise/db/schema/waiting-room';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';

export type RoomRow = typeof waitingRooms.$inferSelect;
export type FanRow = typeof waitingRoomFans.$inferSelect;

/** The event's room, whatever its status, or null. */
export async function roomOf(db: Db, eventId: number): Promise<RoomRow | null> {
  const [row] = await db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId));
  return row ?? null;
}

/**
 * The event's room, whatever its status, and the fan's row in it, in one round trip: the status
 * poll's read, asked by every waiting fan every few seconds.
 */
export async function roomWithFan(
  db: Db,
  eventId: number,
  fanId: string,
): Promise<{ room: RoomRow; fan: FanRow | null } | null> {
  const [row] = await db
    .select({ room: waitingRooms, fan: waitingRoomFans })
    .from(waitingRooms)
    .leftJoin(
      waitingRoomFans,
      and(eq(waitingRoomFans.eventId, waitingRooms.eventId), eq(waitingRoomFans.fanId, fanId)),
    )
    .where(eq(waitingRooms.eventId, eventId));
  return row ?? null;
}

/** The event's room locked until the transaction ends, when it is on; else null. */
export async function lockOpenRoom(db: Db, eventId: number): Promise<RoomRow | null> {
  const [row] = await db
    .select()
    .from(waitingRooms)
    .where(and(eq(waitingRooms.eventId, eventId), eq(waitingRooms.status, 'on')))
    .for('update');
  return row ?? null;
}

/** Ids of the events whose room is on. */
export async function eventsWithRoomOn(db: Db): Promise<number[]> {
  const rows = await db
    .select({ eventId: waitingRooms.eventId })
    .from(waitingRooms)
    .where(eq(waitingRooms.status, 'on'));
  return rows.map((row) => row.eventId);
}

/** Whether the event's room is on: one primary-key read. */
export async function isRoomOn(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<number>`1` })
    .from(waitingRooms)
    .where(and(eq(waitingRooms.eventId, eventId), eq(waitingRooms.status, 'on')));
  return row !== undefined;
}

/** Turns the room on (again): a fresh queue and an empty bucket that starts filling at the opening. */
export async function upsertRoom(
  db: Db,
  room: { eventId: number; opensAt: Date; admitPerSecond: number },
): Promise<void> {
  await db.delete(waitingRoomFans).where(eq(waitingRoomFans.eventId, room.eventId));
  const values = {
    status: 'on',
    opensAt: room.opensAt,
    admitPerSecond: room.admitPerSecond,
    tokens: 0,
    refilledAt: room.opensAt,
    closedReason: null,
    closedAt: null,
  };
  await db
    .insert(waitingRooms)
    .values({ eventId: room.eventId, ...values })
    .onConflictDoUpdate({ target: waitingRooms.eventId, set: values });
}

/** Closes the room if it is on; answers whether it was. */
export async function closeRoom(
  db: Db,
  eventId: number,
  reason: 'sold_out' | 'drained' | 'operator',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(waitingRooms)
    .set({ status: 'closed', closedReason: reason, closedAt: now })
    .where(and(eq(waitingRooms.eventId, eventId), eq(waitingRooms.status, 'on')))
    .returning({ eventId: waitingRooms.eventId });
  return rows.length > 0;
}

/** Stores the bucket's new level after a refill and a spend (the row is locked by the caller). */
export async function saveBucket(db: Db, eventId: number, tokens: number, at: Date) {
  await db
    .update(waitingRooms)
    .set({ tokens, refilledAt: at })
    .where(eq(waitingRooms.eventId, eventId));
}

/** The fan's row in the event's room, or null. */
export async function fanOf(db: Db, eventId: number, fanId: string): Promise<FanRow | null> {
  const [row] = await db
    .select()
    .from(waitingRoomFans)
    .where(and(eq(waitingRoomFans.eventId, eventId), eq(waitingRoomFans.fanId, fanId)));
  return row ?? null;
}

/** Adds a fan to the queue (a no-op when the fan is already in it); answers the fan's row. */
export async function joinQueue(
  db: Db,
  fan: { eventId: number; fanId: string; rank: number; arrivedAt: Date },
): Promise<FanRow | null> {
  await db.insert(waitingRoomFans).values(fan).onConflictDoNothing();
  return fanOf(db, fan.eventId, fan.fanId);
}

/** Sends a fan whose admission ran out to the back of the queue, with no admission. */
export async function requeueFan(
  db: Db,
  eventId: number,
  fanId: string,
  rank: number,
  now: Date,
): Promise<FanRow | null> {
  const [row] = await db
    .update(waitingRoomFans)
    .set({
      rank,
      arrivedAt: now,
      admittedAt: null,
      admissionId: null,
      admissionExpiresAt: null,
      holdSessionId: null,
    })
    .where(and(eq(waitingRoomFans.eventId, eventId), eq(waitingRoomFans.fanId, fanId)))
    .returning();
  return row ?? null;
}

/** The fan's place in the queue (1 = next) and how many wait in all. */
export async function queuePlace(db: Db, eventId: number, rank: number) {
  const [row] = await db
    .select({
      ahead: sql<number>`count(*) filter (where ${waitingRoomFans.rank} < ${rank})`.mapWith(Number),
      waiting: count(),
    })
    .from(waitingRoomFans)
    .where(and(eq(waitingRoomFans.eventId, eventId), isNull(waitingRoomFans.admittedAt)));
  return { position: (row?.ahead ?? 0) + 1, waiting: row?.waiting ?? 0 };
}

/** Every fan still waiting, in queue order: a copy's snapshot of the queue. */
export function waitingFans(db: Db, eventId: number): Promise<{ fanId: string; rank: number }[]> {
  return db
    .select({ fanId: waitingRoomFans.fanId, rank: waitingRoomFans.rank })
    .from(waitingRoomFans)
    .where(and(eq(waitingRoomFans.eventId, eventId), isNull(waitingRoomFans.admittedAt)))
    .orderBy(asc(waitingRoomFans.rank));
}

/**
 * Admits the next `limit` waiting fans in queue order, each with a new single-use admission id;
 * answers how many. Runs under the room's lock, so two copies never admit the same fans.
 */
export async function admitNext(db: Db, eventId: number, limit: number, now: Date, ttlMs: number) {
  if (limit <= 0) return 0;
  const expires = new Date(now.getTime() + ttlMs);
  const next = db
    .select({ fanId: waitingRoomFans.fanId })
    .from(waitingRoomFans)
    .where(and(eq(waitingRoomFans.eventId, eventId), isNull(waitingRoomFans.admittedAt)))
    .orderBy(asc(waitingRoomFans.rank))
    .limit(limit);
  const rows = await db
    .update(waitingRoomFans)
    .set({
      admittedAt: now,
      admissionId: sql`gen_random_uuid()`,
      admissionExpiresAt: expires,
    })
    .where(and(eq(waitingRoomFans.eventId, eventId), sql`${waitingRoomFans.fanId} in (${next})`))
    .returning({ fanId: waitingRoomFans.fanId });
  return rows.length;
}

/** The admission `jti` of the event, with its fan, expiry and bound checkout session, or null. */
export async function admissionById(db: Db, eventId: number, admissionId: string) {
  const [row] = await db
    .select()
    .from(waitingRoomFans)
    .where(and(eq(waitingRoomFans.eventId, eventId), eq(waitingRoomFans.admissionId, admissionId)));
  return row ?? null;
}

/** Fans still waiting in the event's queue (the queue index alone). */
export async function waitingCount(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waitingRoomFans)
    .where(and(eq(waitingRoomFans.eventId, eventId), isNull(waitingRoomFans.admittedAt)));
  return row?.n ?? 0;
}

/** Admissions still live at `now`: unexpired, and not yet turned into an order. */
export async function liveAdmissions(db: Db, eventId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waitingRoomFans)
    .where(
      and(
        eq(waitingRoomFans.eventId, eventId),
        sql`${waitingRoomFans.admissionExpiresAt} > ${now}`,
        sql`not exists (select 1 from ${holds} where ${holds.sessionId} = ${waitingRoomFans.holdSessionId}
          and ${holds.eventId} = ${waitingRoomFans.eventId} and ${holds.convertedAt} is not null)`,
      ),
    );
  return row?.n ?? 0;
}

/** Fans waiting and admitted so far (the operator's view). */
export async function roomCounts(db: Db, eventId: number) {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${waitingRoomFans.admittedAt} is null)`.mapWith(
        Number,
      ),
      admitted:
        sql<number>`count(*) filter (where ${waitingRoomFans.admittedAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(waitingRoomFans)
    .where(eq(waitingRoomFans.eventId, eventId));
  return { waiting: row?.waiting ?? 0, admitted: row?.admitted ?? 0 };
}
