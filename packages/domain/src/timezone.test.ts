import { describe, expect, it } from 'vitest';
import {
  formatEventDate,
  formatEventDateForms,
  formatEventDateParts,
  formatLocaleEventDate,
  gmtOffsetLabel,
  isDaylightTime,
  isValidTimeZone,
  standardOffsetMinutes,
  timeZoneLabel,
  zoneOffsetMinutes,
} from './timezone';

const january = new Date('2026-01-15T12:00:00Z');
const july = new Date('2026-07-15T12:00:00Z');

describe('timeZoneLabel', () => {
  it.each([
    ['America/New_York', 'EST', 'EDT'],
    ['America/Chicago', 'CST', 'CDT'],
    ['America/Denver', 'MST', 'MDT'],
    ['America/Phoenix', 'MST', 'MST'],
    ['America/Los_Angeles', 'PST', 'PDT'],
    ['America/Anchorage', 'AKST', 'AKDT'],
    ['Pacific/Honolulu', 'HST', 'HST'],
    ['America/Indiana/Indianapolis', 'EST', 'EDT'],
    ['America/Toronto', 'EST', 'EDT'],
    ['America/Halifax', 'AST', 'ADT'],
    ['US/Pacific', 'PST', 'PDT'],
    ['Australia/Sydney', 'AEDT', 'AEST'],
    ['Australia/Melbourne', 'AEDT', 'AEST'],
    ['Australia/Brisbane', 'AEST', 'AEST'],
    ['Australia/Adelaide', 'ACDT', 'ACST'],
    ['Australia/Darwin', 'ACST', 'ACST'],
    ['Australia/Perth', 'AWST', 'AWST'],
    ['Europe/London', 'GMT', 'BST'],
    ['Europe/Dublin', 'GMT', 'IST'],
    ['Pacific/Auckland', 'NZDT', 'NZST'],
    ['Europe/Paris', 'GMT+1', 'GMT+2'],
    ['Asia/Kolkata', 'GMT+5:30', 'GMT+5:30'],
    ['Asia/Kathmandu', 'GMT+5:45', 'GMT+5:45'],
    ['America/Sao_Paulo', 'GMT-3', 'GMT-3'],
    ['America/Bogota', 'GMT-5', 'GMT-5'],
    ['UTC', 'GMT', 'GMT'],
  ])('%s: January %s, July %s', (zone, inJanuary, inJuly) => {
    expect(timeZoneLabel(january, zone)).toBe(inJanuary);
    expect(timeZoneLabel(july, zone)).toBe(inJuly);
  });

  it('follows the switch to daylight time to the minute', () => {
    // US clocks went forward at 2:00 EST on 8 March 2026, i.e. 07:00 UTC.
    expect(timeZoneLabel(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('EST');
    expect(timeZoneLabel(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('EDT');
    // UK clocks went forward at 1:00 GMT on 29 March 2026.
    expect(timeZoneLabel(new Date('2026-03-29T00:59:00Z'), 'Europe/London')).toBe('GMT');
    expect(timeZoneLabel(new Date('2026-03-29T01:00:00Z'), 'Europe/London')).toBe('BST');
  });

  it('labels an unknown zone as GMT (its times are shown in UTC)', () => {
    expect(timeZoneLabel(july, 'Not/AZone')).toBe('GMT');
    expect(timeZoneLabel(july, '')).toBe('GMT');
  });
});

describe('offsets', () => {
  it('reads offsets and daylight time from Intl', () => {
    expect(zoneOffsetMinutes(july, 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(january, 'Australia/Adelaide')).toBe(630);
    expect(zoneOffsetMinutes(january, 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(july, 'UTC')).toBe(0);
    // A local mean time with seconds: Monrovia until 1972.
    expect(zoneOffsetMinutes(new Date('1960-06-01T00:00:00Z'), 'Africa/Monrovia')).toBe(-44.5);
    expect(standardOffsetMinutes(july, 'America/New_York')).toBe(-300);
    expect(standardOffsetMinutes(july, 'Australia/Sydney')).toBe(600);
    expect(isDaylightTime(july, 'America/New_York')).toBe(true);
    expect(isDaylightTime(july, 'Australia/Sydney')).toBe(false);
    expect(isDaylightTime(january, 'Australia/Sydney')).toBe(true);
    expect(isDaylightTime(july, 'Asia/Tokyo')).toBe(false);
  });

  it('formats GMT offsets', () => {
    expect(gmtOffsetLabel(0)).toBe('GMT');
    expect(gmtOffsetLabel(60)).toBe('GMT+1');
    expect(gmtOffsetLabel(-300)).toBe('GMT-5');
    expect(gmtOffsetLabel(-570)).toBe('GMT-9:30');
    expect(gmtOffsetLabel(345)).toBe('GMT+5:45');
  });

  it('knows valid zones', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('formatEventDate', () => {
  // 7:30 PM on Saturday 7 March 2026 in New York (EST) is 00:30 UTC on the 8th.
  const show = new Date('2026-03-08T00:30:00Z');

  it('uses the narrow form at 425 px and below', () => {
    expect(formatEventDate(show, 'America/New_York', { narrow: true })).toBe(
      'Saturday Mar 7, 2026 - 7:30 PM',
    );
  });

  it("uses the '@' form on wider screens", () => {
    expect(formatEventDate(show, 'America/New_York')).toBe('Sat, Mar 7, 2026 @ 7:30 PM');
    expect(formatEventDate(show, 'America/New_York', { narrow: false })).toBe(
      'Sat, Mar 7, 2026 @ 7:30 PM',
    );
  });

  it("shows the venue's local date, not the viewer's", () => {
    expect(formatEventDate(show, 'Europe/London')).toBe('Sun, Mar 8, 2026 @ 12:30 AM');
    expect(formatEventDate(show, 'Australia/Sydney', { narrow: true })).toBe(
      'Sunday Mar 8, 2026 - 11:30 AM',
    );
  });

  it('appends the zone when asked and accepts ISO strings', () => {
    expect(formatEventDate('2026-07-04T23:00:00Z', 'America/New_York', { withZone: true })).toBe(
      'Sat, Jul 4, 2026 @ 7:00 PM EDT',
    );
  });

  it('writes noon and midnight as 12', () => {
    expect(formatEventDate('2026-05-01T12:00:00Z', 'UTC')).toBe('Fri, May 1, 2026 @ 12:00 PM');
    expect(formatEventDate('2026-05-01T00:05:00Z', 'UTC')).toBe('Fri, May 1, 2026 @ 12:05 AM');
  });

  it('rejects an invalid date', () => {
    expect(() => formatEventDate('not a date', 'UTC')).toThrow(RangeError);
  });
});

describe('formatEventDateForms', () => {
  it('gives both forms with the zone, exactly as formatEventDate does, for many zones and years', () => {
    const zones = [
      'America/New_York',
      'US/Pacific',
      'Australia/Adelaide',
      'Europe/Dublin',
      'Asia/Kolkata',
      'Bad/Zone',
    ];
    for (const zone of zones) {
      for (const iso of ['2026-01-15T20:00:00Z', '2026-07-15T20:00:00Z', '2031-10-05T09:30:00Z']) {
        // Twice: the second answer comes from the per-zone and per-year memos.
        for (let round = 0; round < 2; round++) {
          expect(formatEventDateForms(iso, zone)).toEqual({
            narrow: formatEventDate(iso, zone, { narrow: true, withZone: true }),
            wide: formatEventDate(iso, zone, { withZone: true }),
          });
        }
      }
    }
    expect(formatEventDateForms('2026-07-04T23:00:00Z', 'America/New_York')).toEqual({
      narrow: 'Saturday Jul 4, 2026 - 7:00 PM EDT',
      wide: 'Sat, Jul 4, 2026 @ 7:00 PM EDT',
    });
  });
});

describe('formatEventDateParts', () => {
  it('splits a date for a search result row', () => {
    expect(formatEventDateParts(new Date('2026-03-08T00:30:00Z'), 'America/New_York')).toEqual({
      weekday: 'Sat',
      monthDay: 'Mar 7',
      year: '2026',
      time: '7:30 PM',
      zone: 'EST',
    });
    expect(formatEventDateParts('2026-01-10T09:00:00Z', 'Australia/Sydney')).toEqual({
      weekday: 'Sat',
      monthDay: 'Jan 10',
      year: '2026',
      time: '8:00 PM',
      zone: 'AEDT',
    });
  });
});

describe('event dates in other languages', () => {
  it('writes them in the locale, in the venue zone, with its abbreviation', () => {
    const at = '2026-03-07T19:30:00Z';
    const de = formatEventDateForms(at, 'Europe/London', 'de');
    expect(de.wide).toMatch(/^Sa\., 7\. März 2026.*19:30 GMT$/);
    expect(formatEventDate(at, 'Europe/London', { locale: 'fr', withZone: true })).toMatch(
      /^sam\. 7 mars 2026.*19:30 GMT$/,
    );
    expect(formatEventDateParts(at, 'Europe/London', 'es')).toMatchObject({
      monthDay: '7 mar',
      time: '19:30',
    });
    // English keeps the fixed forms.
    expect(formatEventDateForms(at, 'Europe/London', 'en').wide).toBe(
      'Sat, Mar 7, 2026 @ 7:30 PM GMT',
    );
  });
});

describe('formatLocaleEventDate', () => {
  it('writes the date, time and zone name the way Intl does for the locale', () => {
    const date = new Date('2026-03-14T19:30:00Z');
    expect(formatLocaleEventDate(date, 'Europe/London', 'en-GB')).toBe(
      'Sat, 14 Mar 2026, 19:30 GMT',
    );
    expect(formatLocaleEventDate(date, 'America/New_York', 'en-GB')).toBe(
      'Sat, 14 Mar 2026, 15:30 GMT-4',
    );
  });

  it('falls back to UTC for a zone Intl does not know, instead of throwing', () => {
    expect(formatLocaleEventDate(new Date('2026-03-14T19:30:00Z'), 'Mars/Olympus', 'en-GB')).toBe(
      'Sat, 14 Mar 2026, 19:30 UTC',
    );
  });
});
