import type { Db } from '@reprise/db/client';
import type { ReadCache } from '../cache/read-cache';
import { roomTag } from './room-lookup';
import { queuePlace, waitingRanks } from './room-queries';

// A fan's place is display only (no seat or money depends on it). Counting the fans ahead of
// each poll costs a scan of the queue index per poll; past a thousand fans each copy instead reads
// the queue's ranks at most once a second and places a fan by binary search in them, so a place
// may be a second old. Small queues are counted exactly.
const SNAPSHOT_TTL_MS = 1_000;
const EXACT_BELOW = 1_000;

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

/** The fan's place in the queue (1 = next) and how many wait in all. */
export async function placeInQueue(db: Db, cache: ReadCache, eventId: number, rank: number) {
  const ranks = await cache.get<number[]>(
    `waiting-room:ranks:${eventId}`,
    { ttlMs: SNAPSHOT_TTL_MS, tags: [roomTag(eventId)] },
    () => waitingRanks(db, eventId),
  );
  if (ranks.length < EXACT_BELOW) return queuePlace(db, eventId, rank);
  const position = ranksBelow(ranks, rank) + 1;
  return { position, waiting: Math.max(ranks.length, position) };
}
