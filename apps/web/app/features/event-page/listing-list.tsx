import { withCountryPrefix } from '@reprise/domain/country';
import {
  hasListingFilters,
  type ListingView,
  MAX_LISTINGS_SHOWN,
  SHOW_MORE_STEP,
} from '@reprise/domain/listings/listing-view';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import type { EventPageModel } from './event-page-model';
import { ListingRow } from './listing-row';
import { viewLink } from './listing-view-links';

/** The checkout address of a listing and quantity (the event route + /checkout). */
export function checkoutHref(
  eventPath: string,
  countryCode: string | null,
  listingId: number,
  quantity: number,
): string {
  return `${withCountryPrefix(eventPath, countryCode)}/checkout?listing=${listingId}&quantity=${quantity}`;
}

interface ListingListProps {
  answer: EventPageModel;
  view: ListingView;
  countryCode: string | null;
  highlighted: string | null;
  onHighlight: (sectionId: string | null) => void;
}

/**
 * The listings of the view, a page at a time ('Show more' is a link: the URL keeps how many are
 * shown), with the count announced as it changes and a way out when nothing matches.
 */
export function ListingList({
  answer,
  view,
  countryCode,
  highlighted,
  onHighlight,
}: ListingListProps) {
  const t = useT();
  const tickets = (count: number) => t('event.tickets.count', { count });
  const buying = answer.event.status !== 'cancelled';
  const other = answer.quantityCounts
    .map((listingCount, i) => ({ quantity: i + 1, listingCount }))
    .filter((q) => q.listingCount > 0 && q.quantity !== view.quantity);
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm font-semibold text-slate-800">
        {t('list.count', { count: answer.count, tickets: tickets(view.quantity) })}
      </p>
      {answer.listings.length > 0 ? (
        <ul className="grid gap-3" aria-label={t('event.listings')}>
          {answer.listings.map((listing) => (
            <ListingRow
              key={listing.id}
              listing={listing}
              currency={answer.currency}
              checkoutHref={
                buying
                  ? checkoutHref(answer.event.path, countryCode, listing.id, view.quantity)
                  : null
              }
              highlighted={
                highlighted !== null && (listing.sectionId ?? listing.section) === highlighted
              }
              onHighlight={onHighlight}
            />
          ))}
        </ul>
      ) : hasListingFilters(view) ? (
        <p className="rounded-lg bg-slate-100 p-4">
          {t('list.noneMatch', { tickets: tickets(view.quantity) })}
        </p>
      ) : (
        <div className="rounded-lg bg-slate-100 p-4">
          <p>{t('list.noneExactly', { tickets: tickets(view.quantity) })}</p>
          {other.length > 0 ? (
            <p className="mt-2">
              {t('list.availableFor')}{' '}
              {other.slice(0, 6).map((q, i) => (
                <span key={q.quantity}>
                  {i > 0 ? ', ' : ''}
                  <Link
                    to={viewLink(view, { quantity: q.quantity })}
                    replace
                    preventScrollReset
                    className="font-semibold text-brand-700 underline underline-offset-2"
                  >
                    {tickets(q.quantity)}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      )}
      {answer.count > answer.listings.length && view.shown < MAX_LISTINGS_SHOWN ? (
        <Link
          to={viewLink(view, {
            shown: Math.min(MAX_LISTINGS_SHOWN, view.shown + SHOW_MORE_STEP),
          })}
          replace
          preventScrollReset
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 px-4 font-semibold text-slate-900 hover:bg-slate-100"
        >
          {t('list.showMoreListings', { count: answer.count - answer.listings.length })}
        </Link>
      ) : null}
    </div>
  );
}
