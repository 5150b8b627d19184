// The page's locale and a fixed zone: the server and the browser must print the same text (no
// hydration mismatch), and a day (a publication, an order, an event's date) is a calendar date,
// not a moment in the reader's zone.

const FORMS = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  shortDay: { month: 'short', day: 'numeric' },
  moment: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(form: keyof typeof FORMS, locale: string): Intl.DateTimeFormat {
  const key = `${form} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...FORMS[form], timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/**
 * A calendar day as buyers read it ('12 March 2027', '12. März 2027'; `locale` from `dateLocale`
 * in packages/domain/src/language/intl-locale.ts, British English by default); the text itself when not a date.
 */
export function formatDay(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter('day', locale).format(date);
}

/**
 * A calendar day ('2026-11-26') as a short day and month in `locale` ('Nov 26' in 'en-US',
 * '26 Nov' in 'en-GB', '26. Nov.' in 'de'), read as the UTC calendar day it names.
 */
export function formatShortDay(iso: string, locale: string): string {
  return formatter('shortDay', locale).format(new Date(`${iso}T00:00:00Z`));
}

/** A moment in UTC ('3 Mar 2031, 14:05 UTC' in 'en-GB', '3. März 2031, 14:05 UTC' in 'de'). */
export function formatMoment(iso: string, locale: string): string {
  return formatter('moment', locale).format(new Date(iso));
}
