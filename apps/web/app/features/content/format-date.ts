// Fixed locale and zone: the server and the browser must print the same text (no hydration
// mismatch), and a publication date is a calendar date, not a moment in the reader's zone.
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '18 November 2026' from an ISO instant. */
export function formatLongDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}
