// The page's locale and a fixed zone: the server and the browser must print the same text (no
// hydration mismatch), and a day (a publication, an order, an event's date) is a calendar date,
// not a moment in the reader's zone.
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day as buyers read it ('12 March 2027', '12. März 2027'; `locale` from `dateLocale`
 * in lib/i18n/intl-locale.ts, British English by default); the text itself when not a date.
 */
export function formatDay(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format.format(date);
}

const shortFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ('2026-11-26') as a short day and month in `locale` ('Nov 26' in 'en-US',
 * '26 Nov' in 'en-GB', '26. Nov.' in 'de'), read as the UTC calendar day it names.
 */
export function formatShortDay(iso: string, locale: string): string {
  let format = shortFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    shortFormats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}
