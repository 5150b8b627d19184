import { useT } from '../../lib/i18n/catalogue';
import { EventCardGrid } from '../events/event-card-grid';
import type { EventListingCard } from '../events/event-listing';

/** /favorites: the buyer's favourite events as event cards, soonest first. */
export function FavouritesPage({ events }: { events: readonly EventListingCard[] }) {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{t('favourites.title')}</h1>
      <EventCardGrid events={events} emptyText={t('favourites.empty')} />
    </main>
  );
}
