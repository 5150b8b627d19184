import { dateLocale } from '@reprise/domain/language/intl-locale';
import type { EventListingsData } from '@reprise/domain/schemas/event-listings';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatShortDay } from '../../lib/format-day';
import { type MessageKey, type Translate, useLanguage, useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { buttonClass } from '../../ui/button';
import { dealLabel, dealReason } from './deal-text';
import type { PageListing } from './event-page-model';
import { PriceBreakdown } from './price-breakdown';
import { sectionName } from './section-name';

type Currency = EventListingsData['currency'];

const VIEW_TEXT: Record<number, MessageKey> = {
  5: 'event.view.5',
  4: 'event.view.4',
  3: 'event.view.3',
  2: 'event.view.2',
  1: 'event.view.1',
};

// Tier colours: text on a light ground, every pair at least 4.5:1.
function dealTone(score: number): string {
  if (score >= 7) return 'bg-emerald-50 text-emerald-900 ring-emerald-700';
  if (score >= 5) return 'bg-sky-50 text-sky-900 ring-sky-700';
  if (score >= 3) return 'bg-slate-100 text-slate-900 ring-slate-500';
  return 'bg-amber-50 text-amber-900 ring-amber-700';
}

// Sellers often restate a detail the row already shows as a chip (an obstructed seat's note is
// 'Limited view', as its view rating is): saying it twice reads like a glitch, so such a note goes.
const loose = (text: string) =>
  text
    .trim()
    .replace(/[\s.!;:,]+$/, '')
    .toLowerCase();

/** The seller's note, unless it only repeats one of the row's ticket details. */
function sellerNote(notes: string | null, facts: string[]): string | null {
  if (!notes) return null;
  const note = loose(notes);
  return facts.some((fact) => loose(fact) === note) ? null : notes;
}

/** 'Section 101 · Row 12'. */
export function listingTitle(t: Translate, listing: Pick<PageListing, 'section' | 'row'>): string {
  const section = sectionName(t, listing.section);
  return listing.row ? t('event.sectionRow', { section, row: listing.row }) : section;
}

interface ListingRowProps {
  listing: PageListing;
  currency: Currency;
  /** Checkout link for this listing and the chosen quantity; null: no buying (cancelled). */
  checkoutHref: string | null;
  highlighted: boolean;
  onHighlight: (sectionId: string | null) => void;
}

/**
 * One listing: where the seats are, the deal tier with its reason, how the tickets come, the
 * all-in price per ticket and the total for the chosen quantity, the breakdown one tap away, and
 * the Buy link to checkout.
 */
export function ListingRow({
  listing,
  currency,
  checkoutHref,
  highlighted,
  onHighlight,
}: ListingRowProps) {
  const titleId = useId();
  const t = useT();
  const language = useLanguage();
  const format = useLocaleFormat();
  const money = (minor: number) => format.money(minor, currency.code, currency.minorUnits);
  const whole = (minor: number) =>
    format.money(minor, currency.code, currency.minorUnits, { whole: true });
  const { amount, deal } = listing;
  const tickets = t('event.tickets.count', { count: amount.quantity });
  const viewKey = listing.viewQuality ? VIEW_TEXT[listing.viewQuality] : undefined;
  const facts = [
    listing.ticketType,
    listing.instantDelivery ? t('event.instant') : null,
    listing.inHandDate
      ? t('event.inHand', { date: formatShortDay(listing.inHandDate, dateLocale(language)) })
      : null,
    viewKey ? t(viewKey) : null,
    listing.accessible ? t('event.accessible') : null,
  ].filter((fact): fact is string => Boolean(fact));
  const note = sellerNote(listing.notes, facts);
  const section = listing.sectionId ?? listing.section;
  return (
    <li
      data-listing-id={listing.id}
      data-section={section}
      data-deal-score={deal.score}
      data-highlighted={highlighted ? '' : undefined}
      className={`rounded-xl border bg-white p-4 transition-colors ${
        highlighted ? 'border-slate-900 ring-2 ring-slate-900' : 'border-slate-200'
      }`}
      onPointerEnter={() => onHighlight(section)}
      onPointerLeave={() => onHighlight(null)}
    >
      <article aria-labelledby={titleId} className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold text-slate-950">
            {listingTitle(t, listing)}
          </h3>
          <p className="text-sm text-slate-700">
            {[
              listing.zone,
              listing.seats
                ? t('event.seats', { from: listing.seats.from, to: listing.seats.to })
                : null,
              t('event.available', { count: listing.available }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span
              className={`rounded-full px-2 py-0.5 text-sm font-bold ring-1 ${dealTone(deal.score)}`}
            >
              {deal.score} {dealLabel(t, deal)}
            </span>
            <span className="text-sm text-slate-700">{dealReason(t, deal.basis, whole)}</span>
          </p>
          {facts.length > 0 ? (
            <ul
              className="mt-2 flex flex-wrap gap-1.5 text-xs"
              aria-label={t('event.ticketDetails')}
            >
              {facts.map((fact) => (
                <li key={fact} className="rounded bg-slate-100 px-2 py-0.5 text-slate-800">
                  {fact}
                </li>
              ))}
            </ul>
          ) : null}
          {note ? <p className="mt-2 text-sm text-slate-700">{note}</p> : null}
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end sm:text-right">
          <p>
            <span className="text-2xl font-extrabold text-slate-950 tabular-nums">
              {money(listing.price.allIn)}
            </span>{' '}
            <span className="text-sm text-slate-700">{t('event.each')}</span>
          </p>
          <p className="text-xs text-slate-700">
            {t(listing.price.tax > 0 ? 'event.inclFeesTax' : 'event.inclFees')}
          </p>
          <p className="font-semibold text-slate-900" data-total="">
            {t('event.totalFor', { total: money(amount.total), tickets })}
          </p>
          {checkoutHref ? (
            <Link
              to={checkoutHref}
              className={buttonClass('primary', 'mt-1 w-full sm:w-auto')}
              aria-label={t('event.buyLabel', {
                tickets,
                place: listingTitle(t, listing),
                total: money(amount.total),
              })}
            >
              {t('event.buy')}
            </Link>
          ) : null}
          <PriceBreakdown listing={listing} currency={currency} />
        </div>
      </article>
    </li>
  );
}
