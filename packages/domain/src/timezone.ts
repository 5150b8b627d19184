// Event times are shown in the venue's zone with the abbreviation buyers know there.
// Offsets and daylight time come from Intl (the runtime's tz database), never from hard-coded
// change dates, so rule changes arrive with runtime updates.

import { BoundedMemo } from './bounded-memo';

/** Zone used when a venue's zone is missing or not a valid IANA name. */
export const FALLBACK_TIME_ZONE = 'UTC';

// Building an Intl.DateTimeFormat is far slower than using one; pages format many dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, kind: 'offset' | 'date'): Intl.DateTimeFormat {
  const key = `${kind}|${zone}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(
      'en-US',
      kind === 'offset'
        ? { timeZone: zone, timeZoneName: 'shortOffset' }
        : {
            timeZone: zone,
            weekday: 'long',
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            hourCycle: 'h12',
          },
    );
    formatters.set(key, cached);
  }
  return cached;
}

/** Whether the runtime knows this IANA zone name. */
export function isValidTimeZone(zone: string): boolean {
  // Only valid zones reach the cache (a few hundred at most), so junk input cannot grow it.
  try {
    formatter(zone, 'offset');
    return true;
  } catch {
    return false;
  }
}

// A bad zone in venue data must not take a page down; UTC is then shown, and labelled as GMT so
// the time stays truthful.
const usableZone = (zone: string): string => (isValidTimeZone(zone) ? zone : FALLBACK_TIME_ZONE);

// Old local mean times carry seconds ('GMT-0:44:30', Monrovia until 1972).
const OFFSET_LABEL = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/;

/** The zone's offset from UTC in minutes at that instant (east positive; exact, so a local mean time offset may be fractional). */
export function zoneOffsetMinutes(date: Date, ianaZone: string): number {
  // The formatted text ends with the offset ('12/7/2026, GMT-5'), which has no space in it: read
  // from there, as formatToParts would say, at a fraction of its cost (cards format many dates).
  const text = formatter(usableZone(ianaZone), 'offset').format(date);
  const label = text.slice(text.lastIndexOf(' ') + 1);
  const match = OFFSET_LABEL.exec(label);
  if (!match) throw new RangeError(`Unreadable offset '${label}' for time zone ${ianaZone}`);
  const [, sign, hours, minutes, seconds] = match;
  if (!sign) return 0;
  const total = Number(hours) * 60 + Number(minutes ?? 0) + Number(seconds ?? 0) / 60;
  return (sign === '-' ? -1 : 1) * total;
}

// Standard offsets change only with tz rule changes, so one answer per zone and year serves every
// event of that year (a page formats dozens of dates). Only valid zones reach it, and years are
// those of events, so the memo stays small; it is emptied if it ever grows past the bound.
const standardOffsets = new BoundedMemo<number>(5_000);

/** The zone's standard (winter) offset in minutes for the year of that instant. */
export function standardOffsetMinutes(date: Date, ianaZone: string): number {
  const year = date.getUTCFullYear();
  // Daylight time always adds to the offset, and every hemisphere is in standard time either at
  // the start of January or of July, so the smaller of those two offsets is the standard one.
  return standardOffsets.get(`${ianaZone}|${year}`, () =>
    Math.min(
      zoneOffsetMinutes(new Date(Date.UTC(year, 0, 1)), ianaZone),
      zoneOffsetMinutes(new Date(Date.UTC(year, 6, 1)), ianaZone),
    ),
  );
}

/** Whether daylight-saving time applies in the zone at that instant. */
export function isDaylightTime(date: Date, ianaZone: string): boolean {
  return zoneOffsetMinutes(date, ianaZone) > standardOffsetMinutes(date, ianaZone);
}

type Region = 'northAmerica' | 'australia' | 'uk' | 'ireland' | 'newZealand';

// Canadian zones share the US abbreviations and host NHL, NBA and MLB teams, so they count too.
const NORTH_AMERICA_PREFIXES = [
  'US/',
  'Canada/',
  'America/Indiana/',
  'America/Kentucky/',
  'America/North_Dakota/',
];
const NORTH_AMERICA_ZONES = new Set([
  // United States
  'America/New_York',
  'America/Detroit',
  'America/Chicago',
  'America/Menominee',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'America/Puerto_Rico',
  'Pacific/Honolulu',
  'America/Fort_Wayne',
  'America/Indianapolis',
  'America/Knox_IN',
  'America/Louisville',
  'America/Shiprock',
  'Navajo',
  'EST5EDT',
  'CST6CDT',
  'MST7MDT',
  'PST8PDT',
  // Canada
  'America/Toronto',
  'America/Montreal',
  'America/Nipigon',
  'America/Thunder_Bay',
  'America/Iqaluit',
  'America/Atikokan',
  'America/Winnipeg',
  'America/Rainy_River',
  'America/Rankin_Inlet',
  'America/Resolute',
  'America/Regina',
  'America/Swift_Current',
  'America/Edmonton',
  'America/Cambridge_Bay',
  'America/Yellowknife',
  'America/Inuvik',
  'America/Creston',
  'America/Dawson_Creek',
  'America/Fort_Nelson',
  'America/Whitehorse',
  'America/Dawson',
  'America/Vancouver',
  'America/Halifax',
  'America/Glace_Bay',
  'America/Moncton',
  'America/Goose_Bay',
  'America/St_Johns',
]);
const UK_ZONES = new Set([
  'Europe/London',
  'Europe/Belfast',
  'Europe/Jersey',
  'Europe/Guernsey',
  'Europe/Isle_of_Man',
  'GB',
  'GB-Eire',
]);
const IRELAND_ZONES = new Set(['Europe/Dublin', 'Eire']);
const NEW_ZEALAND_ZONES = new Set([
  'Pacific/Auckland',
  'NZ',
  'Antarctica/McMurdo',
  'Antarctica/South_Pole',
]);

function regionOf(zone: string): Region | undefined {
  if (NORTH_AMERICA_ZONES.has(zone) || NORTH_AMERICA_PREFIXES.some((p) => zone.startsWith(p))) {
    return 'northAmerica';
  }
  if (zone.startsWith('Australia/')) return 'australia';
  if (UK_ZONES.has(zone)) return 'uk';
  if (IRELAND_ZONES.has(zone)) return 'ireland';
  if (NEW_ZEALAND_ZONES.has(zone)) return 'newZealand';
  return undefined;
}

// Abbreviation stems by standard offset in minutes; 'S' or 'D' + 'T' completes them.
const NORTH_AMERICA_STEMS: Readonly<Record<number, string>> = {
  [-210]: 'N',
  [-240]: 'A',
  [-300]: 'E',
  [-360]: 'C',
  [-420]: 'M',
  [-480]: 'P',
  [-540]: 'AK',
  [-600]: 'H',
};
const AUSTRALIA_STEMS: Readonly<Record<number, string>> = {
  480: 'AW',
  525: 'ACW',
  570: 'AC',
  600: 'AE',
  630: 'LH',
};

function namedAbbreviation(region: Region, standard: number, daylight: boolean): string | null {
  switch (region) {
    case 'northAmerica':
    case 'australia': {
      const stems = region === 'australia' ? AUSTRALIA_STEMS : NORTH_AMERICA_STEMS;
      const stem = stems[standard];
      return stem ? `${stem}${daylight ? 'D' : 'S'}T` : null;
    }
    case 'uk':
      return standard === 0 ? (daylight ? 'BST' : 'GMT') : null;
    case 'ireland':
      return standard === 0 ? (daylight ? 'IST' : 'GMT') : null;
    case 'newZealand':
      return standard === 720 ? (daylight ? 'NZDT' : 'NZST') : null;
  }
}

/** An offset in minutes as 'GMT', 'GMT+1', 'GMT-5' or 'GMT+5:30'. */
export function gmtOffsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'GMT';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

// The region of a usable zone never changes: looked up once per zone (a few hundred at most).
const zoneRegions = new Map<string, Region | null>();

function regionOfZone(zone: string): Region | undefined {
  let region = zoneRegions.get(zone);
  if (region === undefined) {
    // Aliases (US/Eastern) and their canonical names (America/New_York) both count.
    const canonical = formatter(zone, 'offset').resolvedOptions().timeZone;
    region = regionOf(zone) ?? regionOf(canonical) ?? null;
    zoneRegions.set(zone, region);
  }
  return region ?? undefined;
}

// Named: US and Canadian zones (EST/EDT … AKST/AKDT, HST), Australian (AEST/AEDT, ACST/ACDT,
// AWST), UK (GMT/BST), Ireland (GMT/IST), New Zealand (NZST/NZDT). Other zones get their offset.
/** Time-zone abbreviation at an instant, e.g. 'EDT', 'AEDT', 'BST', or 'GMT+1'. */
export function timeZoneLabel(date: Date, ianaZone: string): string {
  const zone = usableZone(ianaZone);
  const offset = zoneOffsetMinutes(date, zone);
  const standard = standardOffsetMinutes(date, zone);
  const region = regionOfZone(zone);
  const named = region ? namedAbbreviation(region, standard, offset > standard) : null;
  return named ?? gmtOffsetLabel(offset);
}

interface ZonedParts {
  weekday: string;
  month: string;
  day: string;
  year: string;
  hour: string;
  minute: string;
  dayPeriod: string;
}

function zonedParts(date: Date, zone: string): ZonedParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter(zone, 'date').formatToParts(date)) parts[part.type] = part.value;
  return {
    weekday: parts.weekday ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    dayPeriod: parts.dayPeriod ?? '',
  };
}

function toDate(date: Date | string | number): Date {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid event date: ${String(date)}`);
  return value;
}

// Other languages than English write dates their own way (Intl's forms for the locale): the
// English forms above are fixed by the site's own rule, the others follow their readers' habits.
const localeFormatters = new Map<string, Intl.DateTimeFormat>();
type LocaleForm = 'narrow' | 'wide' | 'wideZoned' | 'monthDay' | 'time';
const WIDE_FORM: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const LOCALE_FORMS: Record<LocaleForm, Intl.DateTimeFormatOptions> = {
  narrow: {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  },
  wide: WIDE_FORM,
  wideZoned: { ...WIDE_FORM, timeZoneName: 'short' },
  monthDay: { day: 'numeric', month: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
};

function localeFormat(date: Date, zone: string, locale: string, form: LocaleForm): string {
  const key = `${locale}|${zone}|${form}`;
  let cached = localeFormatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...LOCALE_FORMS[form], timeZone: zone });
    localeFormatters.set(key, cached);
  }
  return cached.format(date);
}

/**
 * An event's date and time in the venue's zone as Intl writes it for `locale`, with the zone's
 * short name: "Sat, 14 Mar 2026, 19:30 GMT" in en-GB, the form of printed tickets and mails.
 */
export function formatLocaleEventDate(
  date: Date | string | number,
  ianaZone: string,
  locale: string,
): string {
  return localeFormat(toDate(date), usableZone(ianaZone), locale, 'wideZoned');
}

const isEnglish = (locale: string | undefined) => !locale || locale.startsWith('en');

/** Options of formatEventDate. */
export interface EventDateOptions {
  /** Narrow screens (≤ 425 px) get the long-weekday form. */
  narrow?: boolean;
  /** Append the zone abbreviation, e.g. '… 7:30 PM EST'. */
  withZone?: boolean;
  /** The reader's Intl locale ('de'); English (the fixed forms) when absent. */
  locale?: string;
}

// Narrow is the fixed 'dddd MMM D, YYYY - h:mm A': 'Saturday Mar 7, 2026 - 7:30 PM'. The wide
// form is only known by its '@'; ours is 'Sat, Mar 7, 2026 @ 7:30 PM'.
function narrowForm(p: ZonedParts): string {
  return `${p.weekday} ${p.month} ${p.day}, ${p.year} - ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

function wideForm(p: ZonedParts): string {
  return `${shortWeekday(p.weekday)}, ${p.month} ${p.day}, ${p.year} @ ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** An event's date and time in the venue's zone, in the narrow or the wide ('@') form. */
export function formatEventDate(
  date: Date | string | number,
  ianaZone: string,
  options: EventDateOptions = {},
): string {
  const instant = toDate(date);
  const zone = usableZone(ianaZone);
  const text = isEnglish(options.locale)
    ? (options.narrow ? narrowForm : wideForm)(zonedParts(instant, zone))
    : localeFormat(instant, zone, options.locale ?? '', options.narrow ? 'narrow' : 'wide');
  return options.withZone ? `${text} ${timeZoneLabel(instant, zone)}` : text;
}

/**
 * Both forms of formatEventDate at once, with the zone abbreviation: what a card renders (CSS
 * shows one), for the cost of one.
 */
export function formatEventDateForms(
  date: Date | string | number,
  ianaZone: string,
  locale?: string,
): EventDateForms {
  const instant = toDate(date);
  return dateForms.get(`${instant.getTime()}|${ianaZone}|${locale ?? ''}`, () =>
    eventDateForms(instant, usableZone(ianaZone), locale),
  );
}

/** The two forms a card shows of one event date. */
export interface EventDateForms {
  narrow: string;
  wide: string;
}

// Every card of every page formats its event's date, and the same events are on page after page:
// the forms of an instant in a zone and language never change (short of a tz rule update with the
// runtime), so each is worked out once. Bounded by distinct event dates; emptied past the bound.
const dateForms = new BoundedMemo<Readonly<EventDateForms>>(20_000);

function eventDateForms(instant: Date, zone: string, locale: string | undefined): EventDateForms {
  const label = timeZoneLabel(instant, zone);
  if (!isEnglish(locale)) {
    const narrow = localeFormat(instant, zone, locale ?? '', 'narrow');
    return Object.freeze({
      narrow: `${narrow} ${label}`,
      wide: `${localeFormat(instant, zone, locale ?? '', 'wide')} ${label}`,
    });
  }
  const p = zonedParts(instant, zone);
  return Object.freeze({ narrow: `${narrowForm(p)} ${label}`, wide: `${wideForm(p)} ${label}` });
}

// English short weekday names are the first three letters of the long ones (Sat, Tue, Thu).
const shortWeekday = (weekday: string): string => weekday.slice(0, 3);

/** The pieces of an event date a search result row shows. */
export interface EventDateParts {
  weekday: string;
  monthDay: string;
  year: string;
  time: string;
  zone: string;
}

/** An event's date split for a search result row: { weekday: 'Sat', monthDay: 'Mar 7', … }. */
export function formatEventDateParts(
  date: Date | string | number,
  ianaZone: string,
  locale?: string,
): EventDateParts {
  const instant = toDate(date);
  const zone = usableZone(ianaZone);
  if (!isEnglish(locale)) {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: zone });
    const year = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: zone });
    return {
      weekday: weekday.format(instant),
      monthDay: localeFormat(instant, zone, locale ?? '', 'monthDay'),
      year: year.format(instant),
      time: localeFormat(instant, zone, locale ?? '', 'time'),
      zone: timeZoneLabel(instant, zone),
    };
  }
  const p = zonedParts(instant, zone);
  return {
    weekday: shortWeekday(p.weekday),
    monthDay: `${p.month} ${p.day}`,
    year: p.year,
    time: `${p.hour}:${p.minute} ${p.dayPeriod}`,
    zone: timeZoneLabel(instant, zone),
  };
}
