import { withCountryPrefix } from '@reprise/domain/country';
import { displayEventTitle } from '@reprise/domain/event-title';
import type { TicketView } from '@reprise/domain/schemas/fulfilment';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { seatPlaceText, ticketPlace } from '../../lib/seat-place';
import type { Order } from '../checkout/checkout-types';

/**
 * One QR-code ticket for the gate: QR-code tickets must be shown on a smartphone, so the code
 * fills the phone's width on white, with the seat and the holder beneath it.
 */
export function QrTicketPage({
  order,
  ticket,
  countryCode,
}: {
  order: Order;
  ticket: TicketView;
  countryCode: string | null;
}) {
  const name = displayEventTitle(order.event.name);
  const number = ticket.index + 1;
  const t = useT();
  const format = useLocaleFormat();
  const place = seatPlaceText(t, ticketPlace(order, ticket.seat));
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-6 text-center">
      <p className="text-left">
        <Link
          to={withCountryPrefix(`/mytickets/${order.orderId}`, countryCode)}
          className="text-brand-700 underline underline-offset-2 hover:no-underline"
        >
          {t('qrTicket.back', { number: order.confirmationNumber })}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold">
        {t('qrTicket.title', { number, count: order.quantity })}
      </h1>
      <p className="mt-1">
        {name} · {format.day(order.event.date)} · {order.event.venueName}
      </p>
      <img
        src={ticket.qrUrl ?? ''}
        alt={t('qrTicket.alt', { number, place })}
        width={480}
        height={480}
        className="mx-auto mt-4 w-full max-w-sm bg-white p-2"
      />
      <p className="mt-3 text-xl font-bold">{place}</p>
      <p className="mt-1">
        {t('qrTicket.holder', {
          name: `${order.contact.first_name} ${order.contact.last_name}`.trim(),
        })}
      </p>
      <p className="mt-3 text-sm text-slate-700">{t('qrTicket.help')}</p>
    </main>
  );
}
