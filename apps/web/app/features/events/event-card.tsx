import { displayEventTitle } from '@reprise/domain/event-title';
import { eventBadge } from '@reprise/domain/listings/event-badge';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCdnBaseUrl } from '../../lib/cdn-base-url';
import { useT } from '../../lib/i18n/catalogue';
import { FavouriteButton } from '../favourites/favourite-button';
import { EventDate } from './event-date';
import { eventImageChain } from './event-image';
import type { EventListingCard } from './event-listing';
import { FromPrice } from './from-price';

const BADGE_STYLES = {
  hot: 'bg-red-700 text-white',
  sold: 'bg-slate-900 text-white',
  hurry: 'bg-amber-800 text-white',
  'recently-viewed': 'bg-brand-700 text-white',
} as const;

/** 'Venue, City, State' of a filterListings row (no state for cities without one). */
export function listingLocation(event: Pick<EventListingCard, 'venuename' | 'city' | 'state'>) {
  return [event.venuename, event.city, event.state].filter(Boolean).join(', ');
}

/** The image of a card; on a load error it moves down the genre → category fallback chain. */
function EventImage({ event, eager }: { event: EventListingCard; eager: boolean }) {
  const chain = eventImageChain(event, useCdnBaseUrl());
  const [index, setIndex] = useState(0);
  return (
    // Decorative: the link names the event, and alt text would precede the title in its name.
    <img
      src={chain[Math.min(index, chain.length - 1)]}
      alt=""
      width={320}
      height={180}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setIndex((current) => Math.min(current + 1, chain.length - 1))}
      className="aspect-video w-full rounded-t-xl bg-slate-200 object-cover"
    />
  );
}

/**
 * An event card: image, title (without '(Rescheduled from …)'), date in the venue zone, venue and
 * location, the "from" price (all-in, one ticket), and at most one badge by priority (hot, sold, hurry, recent). `recentlyViewed` comes from the browser's
 * list, read after hydration.
 */
export function EventCard({
  event,
  recentlyViewed = false,
  eager = false,
}: {
  event: EventListingCard;
  recentlyViewed?: boolean;
  /** Above-the-fold cards load their image at once. */
  eager?: boolean;
}) {
  const t = useT();
  const badge = eventBadge({
    isHot: event.hot_sale,
    soldCount: event.total_sold_tickets,
    ticketsLeft: event.totalavailabletkts,
    recentlyViewed,
  });
  const title = displayEventTitle(event.eventname);
  return (
    // The heart is a button of its own beside the link (a control inside a link is not allowed),
    // laid over the image's corner.
    <div className="relative h-full">
      <Link
        to={event.url}
        className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow-md"
      >
        <span className="flex flex-1 flex-col p-3">
          <span className="block font-semibold text-slate-950 group-hover:text-brand-700">
            {title}
          </span>
          <span className="mt-1 block text-sm text-slate-700">
            <EventDate startsAt={event.eventdate} timezone={event.timezone} />
          </span>
          <span className="mt-1 block text-sm text-slate-700">{listingLocation(event)}</span>
          <FromPrice details={event.listingDtls} className="mt-2 block text-sm" />
          {badge ? (
            <span
              className={`mt-2 self-start rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_STYLES[badge.kind]}`}
            >
              {badge.kind === 'hot'
                ? t('badge.hot')
                : badge.kind === 'sold'
                  ? t('badge.sold', { count: badge.count })
                  : badge.kind === 'hurry'
                    ? t('badge.hurry', { count: badge.remaining })
                    : t('badge.recent')}
            </span>
          ) : null}
        </span>
        <span className="-order-1 block">
          <EventImage event={event} eager={eager} />
        </span>
      </Link>
      <FavouriteButton
        eventId={event.event_id}
        eventName={title}
        className="absolute right-2 top-2"
      />
    </div>
  );
}
