import { displayEventTitle } from '@reprise/domain/event-title';
import type { EventSummary } from '@reprise/domain/schemas/catalog';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import { EventDate } from './event-date';
import { venueLocation } from './venue-location';

/** A list of events, each a link to its event page with date, venue and city. */
export function UpcomingEventList({ events }: { events: EventSummary[] }) {
  const t = useT();
  if (events.length === 0) {
    return <p className="text-slate-700">{t('events.noneUpcoming')}</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <Link
            to={event.path}
            className="block h-full rounded-xl border border-slate-200 p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md"
          >
            <span className="block text-lg font-semibold text-slate-950">
              {displayEventTitle(event.name)}
            </span>
            <span className="mt-1 block text-sm text-slate-700">
              <EventDate startsAt={event.startsAt} timezone={event.timezone} />
            </span>
            <span className="mt-1 block text-sm text-slate-700">{venueLocation(event)}</span>
            {event.isHot ? (
              <span className="mt-2 inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
                {t('badge.hot')}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
