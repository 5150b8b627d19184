import { withCountryPrefix } from '@reprise/domain/country';
import { seatsShape } from '@reprise/domain/delivery/seat-allocation';
import { displayEventTitle } from '@reprise/domain/event-title';
import { ticketsMinor } from '@reprise/domain/pricing/order-total';
import type { DeliveryView } from '@reprise/domain/schemas/fulfilment';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Translate, useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { seatPlaceText } from '../../lib/seat-place';
import type { Order } from '../checkout/checkout-types';
import { ticketTypeHelp } from '../checkout/ticket-type';
import { DeliverySection } from './delivery-section';
import { deliveryStatus, orderStatus } from './order-status';
import { StatusBadge } from './status-badge';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/** The order's seats: section, row and seat numbers when the listing names them. */
function seatsOf(t: Translate, order: Order): string {
  return seatPlaceText(t, {
    section: order.section,
    row: order.row,
    seats: seatsShape(order.seatNumbers),
  });
}

/**
 * /mytickets/{orderid}: the order's details (the order display): confirmation number, order
 * and delivery dates, contact and email, ticket type with its help text, seats, money, and the
 * delivery and order statuses (with the refund text of an order cancelled with a refund).
 */
export function OrderDetailPage({
  order,
  delivery,
  countryCode,
}: {
  order: Order;
  delivery: DeliveryView;
  countryCode: string | null;
}) {
  const t = useT();
  const format = useLocaleFormat();
  const money = format.amount;
  const name = displayEventTitle(order.event.name);
  const type = ticketTypeHelp(t, order.ticketTypeId);
  const deliveryBadge = deliveryStatus(order.deliveryStatusId);
  const status = orderStatus(order.orderStatusId);
  const cur = order.currency;
  const { lines } = order;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link
          to={withCountryPrefix('/mytickets', countryCode)}
          className="text-brand-700 underline underline-offset-2 hover:no-underline"
        >
          {t('order.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">
        {t('order.title', { number: order.confirmationNumber })}
      </h1>
      <p className="mt-1 text-lg">
        {name} · {format.day(order.event.date)} · {order.event.venueName}
      </p>
      <p className="mt-3 flex flex-wrap gap-2">
        <StatusBadge name={t('status.order')} status={status} />
        <StatusBadge name={t('status.delivery')} status={deliveryBadge} />
      </p>
      {status.tone === 'bad' ? <p className="mt-2 text-slate-800">{status.text}</p> : null}
      <DeliverySection delivery={delivery} order={order} countryCode={countryCode} />

      <h2 className="mt-8 text-xl font-bold">{t('order.details')}</h2>
      <dl className="mt-2">
        <Item term={t('order.confirmation')}>{order.confirmationNumber}</Item>
        <Item term={t('order.date')}>{format.day(order.orderDate)}</Item>
        <Item term={t('order.deliveryDate')}>
          {order.deliveryDate ? format.day(order.deliveryDate) : t('order.beforeEvent')}
        </Item>
        <Item term={t('order.contact')}>
          {`${order.contact.first_name} ${order.contact.last_name}`.trim()}
          {order.contact.phone_number ? `, ${order.contact.phone_number}` : ''}
        </Item>
        <Item term={t('account.email')}>{order.email}</Item>
        <Item term={t('order.ticketType')}>
          {type ? (
            <>
              <span className="font-semibold">{type.name}</span>
              <span className="mt-1 block text-sm text-slate-700">{type.text}</span>
            </>
          ) : (
            t('order.ticket')
          )}
        </Item>
        <Item term={t('order.seats')}>
          {t('order.seatsLine', {
            tickets: t('event.tickets.count', { count: order.quantity }),
            seats: seatsOf(t, order),
          })}
        </Item>
        <Item term={t('order.paidWith')}>
          {t('order.card', { brand: order.card.brand, last4: order.card.last4 })}
        </Item>
      </dl>

      <h2 className="mt-8 text-xl font-bold">{t('checkout.price')}</h2>
      <dl className="mt-2">
        <Item
          term={t('order.quantityTimes', {
            count: order.quantity,
            price: money(lines.unitPriceMinor, cur),
          })}
        >
          {money(ticketsMinor(lines.unitPriceMinor, order.quantity), cur)}
        </Item>
        <Item term={t('price.fees')}>{money(lines.feesMinor, cur)}</Item>
        {lines.promoMinor > 0 ? (
          <Item
            term={
              order.promoCode
                ? t('checkout.promoCodeLine', { code: order.promoCode })
                : t('checkout.discount')
            }
          >
            {t('checkout.discountAmount', { amount: money(lines.promoMinor, cur) })}
          </Item>
        ) : null}
        <Item term={t('price.tax')}>{money(lines.taxMinor, cur)}</Item>
        <Item term={t('checkout.total')}>
          <span className="font-bold">{money(lines.totalMinor, cur)}</span>
        </Item>
      </dl>
    </main>
  );
}
