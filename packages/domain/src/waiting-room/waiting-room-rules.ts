import { HOLD_MS } from '../constants';

/** An admission lasts as long as a hold: long enough to pick seats, hold them and pay. */
export const ADMISSION_MS = HOLD_MS;

/** How often the holding page asks for its place again when the fan is near the front. */
export const WAITING_ROOM_POLL_MS = 2_000;

/** The longest the holding page waits between two asks, however far back the fan is. */
export const WAITING_ROOM_MAX_POLL_MS = 30_000;

/**
 * When the holding page asks again: every 2 s near the front, a quarter of the estimated wait
 * further back (at most 30 s), so 100,000 waiting fans do not ask 50,000 times a second.
 */
export function nextPollMs(estimatedWaitSeconds: number | null): number {
  const quarter = ((estimatedWaitSeconds ?? 0) * 1000) / 4;
  return Math.min(WAITING_ROOM_MAX_POLL_MS, Math.max(WAITING_ROOM_POLL_MS, quarter));
}

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

/** An estimated wait rounded for the holding page: under a minute, whole minutes, or whole hours. */
export function roundedWait(seconds: number): {
  unit: 'underMinute' | 'minutes' | 'hours';
  count: number;
} {
  if (seconds < 60) return { unit: 'underMinute', count: 0 };
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return { unit: 'minutes', count: minutes };
  return { unit: 'hours', count: Math.round(minutes / 60) };
}
