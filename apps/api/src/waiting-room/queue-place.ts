import type { Db } from '@reprise/db/client';
import type { ReadCache } from '../cache/read-cache';
import { roomTag } from './room-lookup';
import { queuePlace, type RoomRow, roomOf, waitingFans } from './room-queries';

// A fan's place is display only (no seat or money depends on it). Counting the fans ahead of
// each poll costs a scan of the queue index per poll; past a thousand fans each copy instead reads
// the room and its waiting fans at most once a second, and a poll of a fan that snapshot has
// waiting is answered from it alone: no database read for the bulk of an on-sale's polls (each
// waiting fan asks every few seconds). A place may then be a second old, and a fan admitted since
// the snapshot hears it on the next poll after it, a second or so late. Admission itself, holds
// and payment read the database. Small queues are counted exactly on every poll.
const SNAPSHOT_TTL_MS = 1_000;
const EXACT_BELOW = 1_000;

/** The room and its waiting fans in queue order, as one copy last read them. */
export interface QueueSnapshot {
  room: RoomRow | null;
  fanIds: string[];
  ranks: number[];
}

/** The fan's place (1 = next) and how many wait in all. */
export interface QueuePlace {
  position: number;
  waiting: number;
}

// Each snapshot's fan index, built once per snapshot and dropped with it.
const indexes = new WeakMap<QueueSnapshot, Map<string, number>>();

/** Index of the first rank not below `rank` in an ascending list. */
function ranksBelow(ranks: readonly number[], rank: number): number {
  let low = 0;
  let high = ranks.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ranks[mid]! < rank) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** This copy's snapshot of the event's room and queue, read at most once a second. */
export function queueSnapshot(db: Db, cache: ReadCache, eventId: number): Promise<QueueSnapshot> {
  return cache.get<QueueSnapshot>(
    `waiting-room:queue:${eventId}`,
    { ttlMs: SNAPSHOT_TTL_MS, tags: [roomTag(eventId)] },
    async () => {
      const [room, fans] = await Promise.all([roomOf(db, eventId), waitingFans(db, eventId)]);
      return { room, fanIds: fans.map((fan) => fan.fanId), ranks: fans.map((fan) => fan.rank) };
    },
  );
}

/**
 * The place of a fan the snapshot has waiting in a long queue, or null: the caller reads the
 * database (a newcomer, an admitted fan, a short queue, a room not on).
 */
export function snapshotPlace(snapshot: QueueSnapshot, fanId: string): QueuePlace | null {
  if (snapshot.room?.status !== 'on' || snapshot.fanIds.length < EXACT_BELOW) return null;
  let index = indexes.get(snapshot);
  if (!index) {
    index = new Map(snapshot.fanIds.map((id, at) => [id, at]));
    indexes.set(snapshot, index);
  }
  const at = index.get(fanId);
  return at === undefined ? null : { position: at + 1, waiting: snapshot.fanIds.length };
}

/** The place of a fan with `rank` in the queue (1 = next) and how many wait in all. */
export async function placeInQueue(
  db: Db,
  cache: ReadCache,
  eventId: number,
  rank: number,
): Promise<QueuePlace> {
  const { ranks } = await queueSnapshot(db, cache, eventId);
  if (ranks.length < EXACT_BELOW) return queuePlace(db, eventId, rank);
  const position = ranksBelow(ranks, rank) + 1;
  return { position, waiting: Math.max(ranks.length, position) };
}
