// Admits fans at each room's rate. Every server copy ticks; the bucket is shared (the room's row,
// or Redis with REDIS_URL) and admissions are written under the room's row lock, so the copies
// together admit at the set rate, in queue order, and never the same fan twice.
import type { Db } from '@reprise/db/client';
import { ADMISSION_MS } from '@reprise/domain/waiting-room/waiting-room-rules';
import { listingAvailability } from '../events/public';
import {
  admitNext,
  closeRoom,
  eventsWithRoomOn,
  liveAdmissions,
  lockOpenRoom,
  saveBucket,
  waitingCount,
} from './room-queries';
import { type RedisTokenBucket, refillAndTake } from './token-bucket';

/** What one tick did to one room. */
export interface TickResult {
  eventId: number;
  admitted: number;
  closed: 'sold_out' | 'drained' | null;
}

/** Whether none of the event's seats is left to sell (held seats still count as for sale). */
async function soldOut(db: Db, eventId: number, now: Date): Promise<boolean> {
  const rows = await listingAvailability(db, { eventIds: [eventId] }, now);
  return rows.every((row) => row.available + row.held <= 0);
}

/**
 * One tick of one room, in one transaction: closes it when the event sold out or the queue drained
 * (nobody waiting and no admission still live), else admits as many fans as the bucket allows.
 */
export async function tickRoom(
  db: Db,
  eventId: number,
  now: Date,
  options: { redisBucket?: RedisTokenBucket; checkSoldOut?: boolean } = {},
): Promise<TickResult> {
  const { redisBucket, checkSoldOut = true } = options;
  return db.transaction(async (tx) => {
    const room = await lockOpenRoom(tx, eventId);
    if (!room || room.opensAt > now) return { eventId, admitted: 0, closed: null };
    const waiting = await waitingCount(tx, eventId);
    // Drained: nobody waiting, and nobody admitted still choosing seats.
    if (waiting === 0 && (await liveAdmissions(tx, eventId, now)) === 0) {
      await closeRoom(tx, eventId, 'drained', now);
      return { eventId, admitted: 0, closed: 'drained' };
    }
    if (checkSoldOut && (await soldOut(tx, eventId, now))) {
      await closeRoom(tx, eventId, 'sold_out', now);
      return { eventId, admitted: 0, closed: 'sold_out' };
    }
    let taken: number;
    if (redisBucket) {
      taken = await redisBucket.take(
        eventId,
        { ratePerSecond: room.admitPerSecond, opensAt: room.opensAt.getTime() },
        now.getTime(),
        waiting,
      );
    } else {
      const bucket = refillAndTake(
        { tokens: room.tokens, refilledAt: room.refilledAt.getTime() },
        room.admitPerSecond,
        now.getTime(),
        waiting,
      );
      taken = bucket.taken;
      await saveBucket(tx, eventId, bucket.tokens, new Date(bucket.refilledAt));
    }
    const admitted = await admitNext(tx, eventId, taken, now, ADMISSION_MS);
    return { eventId, admitted, closed: null };
  });
}

/** One tick of every room that is on. */
export async function tickRooms(
  db: Db,
  now: Date,
  options: { redisBucket?: RedisTokenBucket; checkSoldOut?: boolean } = {},
): Promise<TickResult[]> {
  const results: TickResult[] = [];
  for (const eventId of await eventsWithRoomOn(db)) {
    results.push(await tickRoom(db, eventId, now, options));
  }
  return results;
}
