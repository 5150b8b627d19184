import { formatEventDate } from '@reprise/domain/timezone';

/** An event's date and time in its venue's zone, machine-readable for assistive tech and crawlers. */
export function EventDate({ startsAt, timezone }: { startsAt: string; timezone: string }) {
  return <time dateTime={startsAt}>{formatEventDate(startsAt, timezone, { withZone: true })}</time>;
}
