import type { PerformerCard } from '@reprise/domain/schemas/catalog';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import { PerformerTile, TileGrid } from '../../ui/image-tile';
import { EventCardGrid } from '../events/event-card-grid';
import type { EventListingCard } from '../events/event-listing';

/** The two lists of /favorites: saved events, and the performers the fan follows. */
export type FavouritesTab = 'events' | 'following';

/** What /favorites shows: one tab's list (the other loads when its tab is opened). */
export type FavouritesPageData =
  | { tab: 'events'; events: readonly EventListingCard[] }
  | { tab: 'following'; performers: readonly PerformerCard[] };

/** The tab a /favorites URL asks for (`?tab=following`); events otherwise. */
export function favouritesTabOf(url: string): FavouritesTab {
  return new URL(url).searchParams.get('tab') === 'following' ? 'following' : 'events';
}

const TABS = [
  { tab: 'events', label: 'favourites.tabEvents', search: '' },
  { tab: 'following', label: 'favourites.tabFollowing', search: '?tab=following' },
] as const;

// The tabs are links (each list has its own URL, rendered on the server and shareable), so they
// are a navigation with the current one marked, not an ARIA tablist.
function FavouritesTabs({ current }: { current: FavouritesTab }) {
  const t = useT();
  return (
    <nav aria-label={t('favourites.tabs')} className="mb-6 flex gap-2 border-b border-slate-200">
      {TABS.map(({ tab, label, search }) => (
        <Link
          key={tab}
          to={{ search }}
          aria-current={tab === current ? 'page' : undefined}
          className="-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-4 font-semibold text-slate-700 hover:text-slate-950 aria-[current=page]:border-brand-700 aria-[current=page]:text-slate-950"
        >
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}

function FollowingList({
  performers,
  countryCode,
}: {
  performers: readonly PerformerCard[];
  countryCode: string | null;
}) {
  const t = useT();
  if (performers.length === 0) {
    return <p className="text-slate-700">{t('favourites.followingEmpty')}</p>;
  }
  return (
    <TileGrid
      items={performers}
      itemKey={(performer) => performer.id}
      renderItem={(performer) => <PerformerTile performer={performer} countryCode={countryCode} />}
    />
  );
}

/** /favorites: the buyer's favourite events (soonest first), or the performers they follow. */
export function FavouritesPage({
  data,
  countryCode,
}: {
  data: FavouritesPageData;
  countryCode: string | null;
}) {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{t('favourites.title')}</h1>
      <FavouritesTabs current={data.tab} />
      {data.tab === 'events' ? (
        <EventCardGrid events={data.events} emptyText={t('favourites.empty')} />
      ) : (
        <FollowingList performers={data.performers} countryCode={countryCode} />
      )}
    </main>
  );
}
