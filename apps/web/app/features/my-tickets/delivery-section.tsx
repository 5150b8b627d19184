import type { LanguageTag } from '@reprise/domain/constants';
import { withCountryPrefix } from '@reprise/domain/country';
import { dateLocale } from '@reprise/domain/language/intl-locale';
import type { DeliveryView } from '@reprise/domain/schemas/fulfilment';
import { formatEventDate } from '@reprise/domain/timezone';
import { Link } from 'react-router';
import { formatMoment } from '../../lib/format-day';
import { type Translate, useLanguage, useT } from '../../lib/i18n/catalogue';
import { hidden, richText } from '../../lib/i18n/rich-text';
import { seatPlaceText, ticketPlace } from '../../lib/seat-place';
import { buttonClass } from '../../ui/button';
import type { Order } from '../checkout/checkout-types';
import { deliveryNow, ifLate, timelineReason, timelineTitle } from './delivery-words';

const ACTION = buttonClass('secondary');

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/** Where the tickets are (transfer, post or pickup details) when they do not come as files. */
function Travel({
  delivery,
  t,
  language,
}: {
  delivery: DeliveryView;
  t: Translate;
  language: LanguageTag;
}) {
  const { transfer, shipping, pickup } = delivery;
  if (!transfer && !shipping && !pickup) return null;
  return (
    <dl className="mt-3">
      {transfer ? (
        <>
          <Fact term={t('delivery.transferredTo')}>{transfer.email}</Fact>
          <Fact term={t('delivery.transfer')}>
            {t(transfer.accepted ? 'delivery.accepted' : 'delivery.notSent')}
          </Fact>
        </>
      ) : null}
      {shipping ? (
        <>
          <Fact term={t('delivery.shippingAddress')}>
            {shipping.address ?? t('delivery.notGiven')}
          </Fact>
          <Fact term={t('delivery.carrier')}>{shipping.carrier ?? t('delivery.notPosted')}</Fact>
          <Fact term={t('delivery.trackingNumber')}>
            {shipping.trackingNumber ?? t('delivery.notPosted')}
          </Fact>
        </>
      ) : null}
      {pickup ? (
        <>
          <Fact term={t('delivery.where')}>
            {t('delivery.pickup.place', { venue: pickup.venue })}
          </Fact>
          <Fact term={t('delivery.when')}>
            {t('delivery.pickup.when', {
              time: formatEventDate(pickup.startsAt, pickup.timezone, {
                withZone: true,
                locale: dateLocale(language),
              }),
            })}
          </Fact>
          <Fact term={t('delivery.bring')}>{t('delivery.pickup.bring')}</Fact>
          <Fact term={t('delivery.nameOnBooking')}>{pickup.nameOnBooking}</Fact>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The delivery part of an order page: the status in plain words, what to do if late, each
 * ticket with its seat and buttons, how the tickets travel, and the timeline.
 */
export function DeliverySection({
  delivery,
  order,
  countryCode,
}: {
  delivery: DeliveryView;
  order: Pick<Order, 'confirmationNumber' | 'section' | 'row'>;
  countryCode: string | null;
}) {
  const t = useT();
  const language = useLanguage();
  const late = ifLate(delivery, order.confirmationNumber, t, language);
  return (
    <section aria-labelledby="delivery-heading" className="mt-8">
      <h2 id="delivery-heading" className="text-xl font-bold">
        {t('delivery.heading')}
      </h2>
      <p className="mt-2 text-slate-800">{deliveryNow(delivery, t, language)}</p>
      {late ? <p className="mt-2 text-slate-800">{late}</p> : null}
      <Travel delivery={delivery} t={t} language={language} />

      <h3 className="mt-6 text-lg font-bold">{t('delivery.yourTickets')}</h3>
      <ul className="mt-2 grid gap-3">
        {delivery.tickets.map((ticket) => (
          <li key={ticket.index} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold">
              {t('delivery.ticket', {
                number: ticket.index + 1,
                place: seatPlaceText(t, ticketPlace(order, ticket.seat)),
              })}
            </p>
            {ticket.pdfUrl || ticket.qrUrl || ticket.walletUrl ? (
              <p className="mt-2 flex flex-wrap gap-2">
                {ticket.pdfUrl ? (
                  <a className={ACTION} href={ticket.pdfUrl} download>
                    {richText(t('delivery.downloadPdf', { number: ticket.index + 1 }), { hidden })}
                  </a>
                ) : null}
                {ticket.qrUrl ? (
                  <Link
                    className={ACTION}
                    to={withCountryPrefix(
                      `/mytickets/${delivery.orderId}/qr/${ticket.index + 1}`,
                      countryCode,
                    )}
                  >
                    {richText(t('delivery.showQr', { number: ticket.index + 1 }), { hidden })}
                  </Link>
                ) : null}
                {ticket.walletUrl ? (
                  <a className={ACTION} href={ticket.walletUrl}>
                    {richText(t('delivery.wallet', { number: ticket.index + 1 }), { hidden })}
                  </a>
                ) : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap items-center gap-3">
        <a className={ACTION} href={delivery.calendarUrl} download>
          {t('delivery.calendar')}
        </a>
        <span className="text-sm text-slate-700">{t('delivery.linksExpire')}</span>
      </p>

      <h3 className="mt-6 text-lg font-bold">{t('delivery.timeline')}</h3>
      <ol className="mt-2 grid gap-2 border-l-2 border-slate-200 pl-4">
        {delivery.timeline.map((entry) => (
          <li key={`${entry.kind}-${entry.at}`}>
            <p className="font-semibold">{timelineTitle(entry, t)}</p>
            <p className="text-sm text-slate-700">
              <time dateTime={entry.at}>{formatMoment(entry.at, dateLocale(language))}</time> ·{' '}
              {timelineReason(entry, t, language)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
