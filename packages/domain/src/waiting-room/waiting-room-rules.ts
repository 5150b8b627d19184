import { HOLD_MS } from '../constants';

/** An admission lasts as long as a hold: long enough to pick seats, hold them and pay. */
export const ADMISSION_MS = HOLD_MS;

/** How often the holding page asks for its place again. */
export const WAITING_ROOM_POLL_MS = 2_000;

/** Highest admission rate an operator may set (fans a second). */
export const MAX_ADMISSION_RATE = 1_000;

/**
 * Seconds until a fan at `position` (1 = next) is admitted at `ratePerSecond`, counting from the
 * opening when it is still ahead: the honest estimate the holding page shows.
 */
export function estimatedWaitSeconds(
  position: number,
  ratePerSecond: number,
  secondsToOpening: number,
): number {
  const afterOpening = Math.ceil(Math.max(0, position) / Math.max(ratePerSecond, 0.001));
  return Math.max(0, Math.ceil(secondsToOpening)) + afterOpening;
}

/** A wait in words for the holding page: "less than a minute", "about 3 minutes", "about 2 hours". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return minutes === 1 ? 'about a minute' : `about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} hours`;
}
