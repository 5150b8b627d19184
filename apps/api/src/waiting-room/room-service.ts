// The operator's switch and a fan's place in the queue. The room's truth is in PostgreSQL: every
// decision here reads it, never a cache.
import type { Db } from '@reprise/db/client';
import { events } from '@reprise/db/schema/catalog';
import type { OpenWaitingRoomBody, WaitingRoomStatus } from '@reprise/domain/schemas/waiting-room';
import { estimatedWaitSeconds } from '@reprise/domain/waiting-room/waiting-room-rules';
import { eq } from 'drizzle-orm';
import type { ReadCache } from '../cache/read-cache';
import { DomainError } from '../platform/errors/domain-error';
import { placeInQueue, type QueuePlace, queueSnapshot, snapshotPlace } from './queue-place';
import {
  closeRoom,
  type FanRow,
  joinQueue,
  type RoomRow,
  requeueFan,
  roomCounts,
  roomOf,
  roomWithFan,
  upsertRoom,
} from './room-queries';

/** The operator's view of a room: its settings and how many wait and were admitted. */
export async function roomSettings(db: Db, eventId: number) {
  const room = await roomOf(db, eventId);
  if (!room) {
    throw new DomainError(
      'WAITING_ROOM_NOT_FOUND',
      'This event has never had a waiting room.',
      'eventId',
    );
  }
  const load = await roomCounts(db, eventId);
  return {
    eventId,
    status: room.status as 'on' | 'closed',
    opensAt: room.opensAt.toISOString(),
    admitPerSecond: room.admitPerSecond,
    closedReason: room.closedReason,
    waiting: load.waiting,
    admitted: load.admitted,
  };
}

/** Turns the event's room on with a fresh queue; 404 EVENT_NOT_FOUND for an unknown event. */
export async function openRoom(db: Db, eventId: number, body: OpenWaitingRoomBody) {
  await db.transaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) {
      throw new DomainError('EVENT_NOT_FOUND', `There is no event ${eventId}.`, 'eventId');
    }
    await upsertRoom(tx, {
      eventId,
      opensAt: new Date(body.opensAt),
      admitPerSecond: body.admitPerSecond,
    });
  });
  return roomSettings(db, eventId);
}

/** Turns the event's room off (its queue is kept for the record until it is turned on again). */
export async function closeRoomByOperator(db: Db, eventId: number, now: Date) {
  await closeRoom(db, eventId, 'operator', now);
  return roomSettings(db, eventId);
}

/** What the status poll answers and the cookies it sets from: the fan's admission, if any. */
export interface FanStanding {
  /** Whether the fan is in the room's queue or admitted (false: no room is on). */
  inRoom: boolean;
  admission: { id: string; expiresAt: Date } | null;
  status: WaitingRoomStatus;
}

/**
 * Where a fan stands: a fan not yet in the queue joins it (a random place for everyone who came
 * before the opening, first come first served after), and a fan whose admission ran out goes to
 * the back. A fan this copy's snapshot of a long queue has waiting is answered from it
 * (queue-place.ts); everyone else from the database.
 */
export async function fanStatus(
  db: Db,
  cache: ReadCache,
  eventId: number,
  fanId: string,
  now: Date,
): Promise<FanStanding> {
  const snapshot = await queueSnapshot(db, cache, eventId);
  const known = snapshotPlace(snapshot, fanId);
  if (known && snapshot.room) {
    return { inRoom: true, admission: null, status: waitingStatus(snapshot.room, known, now) };
  }
  const found = await roomWithFan(db, eventId, fanId);
  const room = found?.room;
  const off = { inRoom: false, admission: null, status: offStatus(eventId, now) };
  if (room?.status !== 'on') return off;
  const rank = arrivalRank(room, now);
  let fan = found?.fan ?? null;
  if (fan?.admissionExpiresAt && fan.admissionExpiresAt <= now) {
    fan = await requeueFan(db, eventId, fanId, rank, now);
  }
  fan ??= await joinQueue(db, { eventId, fanId, rank, arrivedAt: now });
  if (!fan) return off;
  const admission =
    fan.admissionId && fan.admissionExpiresAt
      ? { id: fan.admissionId, expiresAt: fan.admissionExpiresAt }
      : null;
  return { inRoom: true, admission, status: await statusOf(db, cache, room, fan, now) };
}

/** Before the opening every arrival draws a random place; after it, arrival order decides. */
function arrivalRank(room: RoomRow, now: Date): number {
  return now < room.opensAt ? Math.random() : 1 + now.getTime() / 1000;
}

async function statusOf(
  db: Db,
  cache: ReadCache,
  room: RoomRow,
  fan: FanRow,
  now: Date,
): Promise<WaitingRoomStatus> {
  if (fan.admittedAt && fan.admissionExpiresAt) {
    return {
      ...statusBase(room, now),
      state: 'admitted',
      position: null,
      queueLength: null,
      estimatedWaitSeconds: 0,
      admittedUntil: fan.admissionExpiresAt.toISOString(),
    };
  }
  return waitingStatus(room, await placeInQueue(db, cache, room.eventId, fan.rank), now);
}

function statusBase(room: RoomRow, now: Date) {
  return {
    eventId: room.eventId,
    opensAt: room.opensAt.toISOString(),
    serverNow: now.toISOString(),
    admitPerSecond: room.admitPerSecond,
  };
}

function waitingStatus(room: RoomRow, place: QueuePlace, now: Date): WaitingRoomStatus {
  return {
    ...statusBase(room, now),
    state: 'waiting',
    position: place.position,
    queueLength: place.waiting,
    estimatedWaitSeconds: estimatedWaitSeconds(
      place.position,
      room.admitPerSecond,
      (room.opensAt.getTime() - now.getTime()) / 1000,
    ),
    admittedUntil: null,
  };
}

function offStatus(eventId: number, now: Date): WaitingRoomStatus {
  return {
    state: 'off',
    eventId,
    opensAt: null,
    serverNow: now.toISOString(),
    position: null,
    queueLength: null,
    admitPerSecond: null,
    estimatedWaitSeconds: null,
    admittedUntil: null,
  };
}
