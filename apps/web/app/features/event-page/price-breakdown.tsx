import type { EventListingsData } from '@reprise/domain/schemas/event-listings';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import type { PageListing } from './event-page-model';

type Currency = EventListingsData['currency'];

function Line({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-semibold text-slate-950' : ''}`}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The all-in price's breakdown, one tap away: a real button that discloses what one ticket is
 * made of (price, fees, tax) and what the chosen quantity costs in all, plus how the tickets are
 * delivered (the ticket type's help text).
 */
export function PriceBreakdown({
  listing,
  currency,
}: {
  listing: Pick<PageListing, 'price' | 'amount' | 'ticketType' | 'ticketTypeHelp'>;
  currency: Currency;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 font-semibold text-brand-700 underline underline-offset-2 hover:no-underline"
      >
        {t('price.details')}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {/* The panel's content is drawn when it opens: closed, every row would send it unseen. */}
      <div
        id={panelId}
        hidden={!open}
        className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-left text-slate-800"
      >
        {open ? <BreakdownLines listing={listing} currency={currency} /> : null}
      </div>
    </div>
  );
}

function BreakdownLines({
  listing,
  currency,
}: {
  listing: Pick<PageListing, 'price' | 'amount' | 'ticketType' | 'ticketTypeHelp'>;
  currency: Currency;
}) {
  const t = useT();
  const format = useLocaleFormat();
  const money = (minor: number) => format.money(minor, currency.code, currency.minorUnits);
  const { price, amount } = listing;
  const tickets = t('event.tickets.count', { count: amount.quantity });
  return (
    <>
      <dl className="grid gap-1">
        <Line term={t('price.ticket')} value={money(price.price)} />
        <Line term={t('price.fees')} value={money(price.fees)} />
        {price.tax > 0 ? (
          <Line
            term={t('price.taxRate', { rate: price.taxRateBp / 100 })}
            value={money(price.tax)}
          />
        ) : null}
        <Line term={t('price.allIn')} value={money(price.allIn)} strong />
      </dl>
      <dl className="mt-2 grid gap-1 border-t border-slate-200 pt-2">
        <Line
          term={t('price.times', { tickets, price: money(amount.price) })}
          value={money(amount.price * amount.quantity)}
        />
        <Line term={t('price.fees')} value={money(amount.fees)} />
        {amount.taxValue > 0 ? <Line term={t('price.tax')} value={money(amount.taxValue)} /> : null}
        <Line term={t('price.totalFor', { tickets })} value={money(amount.total)} strong />
      </dl>
      {listing.ticketType && listing.ticketTypeHelp ? (
        <p className="mt-2 border-t border-slate-200 pt-2">
          <span className="font-semibold">{listing.ticketType}:</span> {listing.ticketTypeHelp}
        </p>
      ) : null}
    </>
  );
}
