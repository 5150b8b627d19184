import { describe, expect, it } from 'vitest';
import { formatEventDate, zoneOffsetMinutes } from './timezone';
import { zonedTimeToUtc } from './zoned-time';

const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('zonedTimeToUtc', () => {
  it('turns a venue wall time into its UTC instant, in and out of daylight time', () => {
    expect(zonedTimeToUtc(wall(2026, 1, 15, 19, 30), 'America/New_York').toISOString()).toBe(
      '2026-01-16T00:30:00.000Z',
    );
    expect(zonedTimeToUtc(wall(2026, 7, 15, 19, 30), 'America/New_York').toISOString()).toBe(
      '2026-07-15T23:30:00.000Z',
    );
    expect(zonedTimeToUtc(wall(2026, 1, 15, 20), 'Australia/Adelaide').toISOString()).toBe(
      '2026-01-15T09:30:00.000Z',
    );
    expect(zonedTimeToUtc(wall(2026, 3, 7, 19, 30), 'UTC').toISOString()).toBe(
      '2026-03-07T19:30:00.000Z',
    );
  });

  it('is shown back as the same wall time', () => {
    const instant = zonedTimeToUtc(wall(2026, 3, 7, 19, 30), 'America/Chicago');
    expect(formatEventDate(instant, 'America/Chicago')).toBe('Sat, Mar 7, 2026 @ 7:30 PM');
  });

  it('moves a time skipped by the spring change an hour on, and takes the first of a repeated one', () => {
    // 2026-03-08 02:30 does not exist in New York; 03:30 EDT is 07:30 UTC.
    expect(zonedTimeToUtc(wall(2026, 3, 8, 2, 30), 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 2026-11-01 01:30 happens twice; the first (EDT) is 05:30 UTC.
    expect(zonedTimeToUtc(wall(2026, 11, 1, 1, 30), 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('keeps the seconds of an old local mean time offset, where the two copies disagreed', () => {
    // Monrovia kept GMT-0:44:30 until 1972: the label has seconds, which the shared offset reads.
    expect(zoneOffsetMinutes(new Date('1960-06-01T00:00:00Z'), 'Africa/Monrovia')).toBe(-44.5);
    expect(zonedTimeToUtc(wall(1960, 6, 1, 12), 'Africa/Monrovia').toISOString()).toBe(
      '1960-06-01T12:44:30.000Z',
    );
  });

  it('counts an unknown zone as UTC, as event dates are shown', () => {
    expect(zonedTimeToUtc(wall(2026, 3, 7, 19, 30), 'Mars/Olympus').toISOString()).toBe(
      '2026-03-07T19:30:00.000Z',
    );
  });
});
