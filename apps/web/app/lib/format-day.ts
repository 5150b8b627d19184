// Fixed locale and zone: the server and the browser must print the same text (no hydration
// mismatch), and a day (a publication, an order, an event's date) is a calendar date, not a moment
// in the reader's zone.
const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day as buyers read it ('12 March 2027'); the text itself when it is not a date. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : LONG_DAY.format(date);
}
