import { zoneOffsetMinutes } from './timezone';

const MS_PER_MINUTE = 60_000;

/**
 * The UTC instant at which a wall-clock time occurs in an IANA zone (an unknown zone counts as
 * UTC, as event dates are shown). A time skipped by a spring-forward change lands an hour later;
 * a repeated one (autumn) resolves to its first, daylight-time occurrence.
 */
export function zonedTimeToUtc(
  wall: { year: number; month: number; day: number; hour: number; minute: number },
  ianaZone: string,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const offsetAt = (instant: number) =>
    zoneOffsetMinutes(new Date(instant), ianaZone) * MS_PER_MINUTE;
  // Two passes settle the offset even when the first guess lands across a DST change.
  const offset = offsetAt(asUtc - offsetAt(asUtc));
  const instant = asUtc - offset;
  // In a spring-forward gap the settled instant shows another offset: take the one in force
  // before the change, which moves the time forward by the gap.
  const shown = offsetAt(instant);
  return new Date(shown === offset ? instant : asUtc - shown);
}
