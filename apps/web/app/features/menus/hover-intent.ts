import {
  HOVER_DELAY_MOVED_MS,
  HOVER_DELAY_MS,
  HOVER_MOVE_THRESHOLD_PX,
} from '@reprise/domain/constants';

export interface Point {
  x: number;
  y: number;
}

/** Straight-line distance between two pointer positions, in px. */
export function pointerDistance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/**
 * How long to wait before a hovered menu opens: HOVER_DELAY_MS while the pointer
 * rests near where it entered, HOVER_DELAY_MOVED_MS once it has travelled more than
 * HOVER_MOVE_THRESHOLD_PX, the sign of a pointer passing across on its way elsewhere.
 */
export function hoverDelay(entered: Point, current: Point): number {
  return pointerDistance(entered, current) > HOVER_MOVE_THRESHOLD_PX
    ? HOVER_DELAY_MOVED_MS
    : HOVER_DELAY_MS;
}

/** What the intent tracker does after a pointer event: wait `delay` ms (again) or nothing. */
export type HoverStep = { restart: true; delay: number; origin: Point } | { restart: false };

/**
 * A pointer move while waiting: past the threshold the wait restarts with the longer delay,
 * measured again from here, so only a pointer that settles opens the menu.
 */
export function hoverMove(origin: Point, current: Point): HoverStep {
  const delay = hoverDelay(origin, current);
  return delay === HOVER_DELAY_MS ? { restart: false } : { restart: true, delay, origin: current };
}
