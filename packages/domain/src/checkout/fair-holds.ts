// Fair holds on an on-sale day (ADR 0017): how many seats one buyer, and how many holds one
// anonymous client, may keep at once for an event, and how long a fan whose hold ran out waits
// before holding the same tickets again, so seats flow to the next fan.
import { MAX_TICKET_QUANTITY } from '../constants';

/** Seats a signed-in buyer may hold at once for one event, over all their tabs and listings. */
export const MAX_SEATS_HELD_PER_BUYER = MAX_TICKET_QUANTITY;

/**
 * Active holds one anonymous client (its address or its device cookie) may keep for one event
 * before each further hold needs a solved proof-of-work challenge (or the fan signs in).
 */
export const ANONYMOUS_HOLDS_BEFORE_CHALLENGE = 2;

/** After a hold runs out, its session, device or buyer waits this long to hold that listing again. */
export const HOLD_COOLDOWN_MS = 2 * 60_000;

/**
 * A release this close to a hold's end counts as the hold running out (the checkout's own release
 * at 00:00, or a script letting go a moment early to start a fresh clock).
 */
export const HOLD_RUN_OUT_GRACE_MS = 30_000;

/** How long a proof-of-work challenge may be solved and used after it was issued. */
export const HOLD_CHALLENGE_TTL_MS = 5 * 60_000;

/** Name of the httpOnly cookie that tells one browser from another behind a shared address. */
export const DEVICE_COOKIE = 'reprise_device';

/** Whole minutes (at least 1) from `now` until `retryAt`, for "try again in N minutes". */
export function minutesUntil(retryAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
}

/** The message of a hold refused during its cooldown. */
export function cooldownMessage(retryAt: Date, now: Date): string {
  const minutes = minutesUntil(retryAt, now);
  return `Your hold on these tickets ran out, so they go to the next fan for a moment. You can hold them again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
