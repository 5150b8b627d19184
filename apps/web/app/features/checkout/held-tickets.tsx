import { seatRangeShape } from '@reprise/domain/delivery/seat-allocation';
import { useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { seatPlaceText } from '../../lib/seat-place';
import { CheckoutPanel } from './checkout-panel';
import type { Hold } from './checkout-types';
import { ticketTypeHelp } from './ticket-type';

/** The held tickets: how many, where (section, row, seats), ticket type with its help text. */
export function HeldTickets({ hold }: { hold: Hold }) {
  const t = useT();
  const format = useLocaleFormat();
  const { listing, quantity } = hold;
  const type = ticketTypeHelp(t, listing.ticketTypeId);
  const where = seatPlaceText(t, {
    section: listing.section,
    row: listing.row,
    seats: seatRangeShape(listing.seatFrom, listing.seatTo),
  });
  return (
    <CheckoutPanel title={t('checkout.yourTickets')}>
      <p className="mt-1 font-semibold">
        {t('checkout.heldLine', { tickets: t('event.tickets.count', { count: quantity }), where })}
      </p>
      {type ? (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            {t('checkout.typeName', { name: type.name })}
          </span>
          {type.text}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">
        {listing.instantDelivery
          ? t('checkout.instant')
          : listing.inHandDate
            ? t('checkout.deliveredBy', { date: format.day(listing.inHandDate) })
            : t('checkout.beforeEvent')}
      </p>
      {listing.notes ? <p className="mt-2 text-sm text-slate-700">{listing.notes}</p> : null}
    </CheckoutPanel>
  );
}
