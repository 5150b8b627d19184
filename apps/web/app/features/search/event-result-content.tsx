import { displayEventTitle } from '@reprise/domain/event-title';
import { dateLocale } from '@reprise/domain/language/intl-locale';
import type { EventResult } from '@reprise/domain/schemas/search';
import { formatEventDateParts } from '@reprise/domain/timezone';
import { lazy, Suspense } from 'react';
import { useLanguage, useT } from '../../lib/i18n/catalogue';

// Loaded when a search first shows an event row, never with the page: search rows exist only
// after typing, and the page's initial JavaScript stays within its budget (ADR 0004).
const EventFromPrice = lazy(() =>
  import('./event-from-price').then((module) => ({ default: module.EventFromPrice })),
);

/** 'City, State' of an event result (no state for places without one). */
export function eventLocation(event: EventResult): string {
  return [event.address.city, event.address.state].filter(Boolean).join(', ');
}

/**
 * The body of an event row: weekday, month and day, year, time with the venue's zone, name,
 * venue and location, the "from" price, and 'BUY NOW'. Only spans: the caller wraps it in the one link (or option)
 * of the row, so 'BUY NOW' is styled as a button but never a second control nested inside it.
 */
export function EventResultContent({ event }: { event: EventResult }) {
  const t = useT();
  const date = formatEventDateParts(event.date, event.timezone, dateLocale(useLanguage()));
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <time
        dateTime={event.date}
        className="flex w-16 shrink-0 flex-col items-center rounded-lg bg-slate-100 px-1 py-1 text-center leading-tight text-slate-900"
      >
        <span className="text-xs font-semibold uppercase">{date.weekday}</span>
        <span className="text-sm font-bold">{date.monthDay}</span>
        <span className="text-xs">{date.year}</span>
      </time>
      {/* basis-40: on the narrowest phones BUY NOW wraps under the text instead of squeezing it. */}
      <span className="min-w-0 flex-1 basis-40">
        <span className="block font-semibold text-slate-950">{displayEventTitle(event.name)}</span>
        <span className="block text-sm text-slate-700">
          {t('search.timeAndZone', { time: date.time, zone: date.zone })}
        </span>
        <span className="block text-sm text-slate-700">
          <span>{event.venue}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <span>{eventLocation(event)}</span>
        </span>
        <Suspense fallback={null}>
          <EventFromPrice eventId={event.event_id} />
        </Suspense>
      </span>
      <span className="ml-auto shrink-0 rounded-md bg-brand-700 px-3 py-2 text-xs font-bold tracking-wide text-white">
        {t('search.buyNow')}
      </span>
    </span>
  );
}
