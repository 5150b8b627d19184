// Seats come back the instant a hold ends: expiry is the hold's timestamp alone, and no write
// announces it. When that moment comes before the event's cached listings would expire anyway
// (LISTINGS_TTL_MS), they are dropped then, with every page and answer built from them, so the
// seats show again at once instead of up to a TTL later.
import type { ReadCache } from '../cache/read-cache';
import { eventTag } from '../events/public';

// One timer per event and cache, the earliest wanted; bounded by the events being viewed.
const pending = new WeakMap<ReadCache, Map<number, { at: number; timer: NodeJS.Timeout }>>();

/** Drops `eventId`'s cached reads on this copy when `end` comes, if that is within `withinMs`. */
export function refreshWhenHoldEnds(
  cache: ReadCache,
  eventId: number,
  end: Date | null,
  withinMs: number,
): void {
  if (!end) return;
  const at = end.getTime();
  if (at - Date.now() >= withinMs) return;
  let timers = pending.get(cache);
  if (!timers) {
    timers = new Map();
    pending.set(cache, timers);
  }
  const current = timers.get(eventId);
  if (current && current.at <= at) return;
  if (current) clearTimeout(current.timer);
  // A few ms late, so the database's clock has passed the end too when the page is read again.
  const timer = setTimeout(
    () => {
      timers.delete(eventId);
      // Every copy that cached the listings set its own timer: no need to tell the others.
      cache.invalidateHere(eventTag(eventId));
    },
    Math.max(0, at - Date.now()) + 5,
  );
  timer.unref();
  timers.set(eventId, { at, timer });
}
