import { useT } from '../../lib/i18n/catalogue';
import { useRecentlyViewedIds } from '../recently-viewed/use-recently-viewed';
import { EventCard } from './event-card';
import type { EventListingCard } from './event-listing';

/** Event cards in a responsive grid; the empty text shows when there are none. */
export function EventCardGrid({
  events,
  emptyText,
}: {
  events: readonly EventListingCard[];
  /** Shown when there are no events; the general 'none upcoming' sentence by default. */
  emptyText?: string;
}) {
  const t = useT();
  const recent = useRecentlyViewedIds();
  if (events.length === 0)
    return <p className="text-slate-700">{emptyText ?? t('events.noneUpcoming')}</p>;
  return (
    <ul className="grid gap-4 min-[576px]:grid-cols-2 min-[1024px]:grid-cols-3 min-[1200px]:grid-cols-4">
      {events.map((event, index) => (
        <li key={event.event_id}>
          <EventCard event={event} recentlyViewed={recent.has(event.event_id)} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}
