import { withCountryPrefix } from '@reprise/domain/country';
import { displayEventTitle } from '@reprise/domain/event-title';
import { ticketsMinor } from '@reprise/domain/pricing/order-total';
import type { DeliveryView } from '@reprise/domain/schemas/fulfilment';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../lib/format-day';
import { useT } from '../../lib/i18n/catalogue';
import { money } from '../../lib/money';
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
function seatsOf(order: Order): string {
  return [
    `Section ${order.section}`,
    order.row ? `Row ${order.row}` : null,
    order.seats ? `Seats ${order.seats}` : null,
  ]
    .filter(Boolean)
    .join(', ');
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
          ← My Tickets
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Order {order.confirmationNumber}</h1>
      <p className="mt-1 text-lg">
        {name} · {formatDay(order.event.date)} · {order.event.venueName}
      </p>
      <p className="mt-3 flex flex-wrap gap-2">
        <StatusBadge name={t('status.order')} status={status} />
        <StatusBadge name={t('status.delivery')} status={deliveryBadge} />
      </p>
      {status.tone === 'bad' ? <p className="mt-2 text-slate-800">{status.text}</p> : null}
      <DeliverySection
        delivery={delivery}
        confirmationNumber={order.confirmationNumber}
        countryCode={countryCode}
      />

      <h2 className="mt-8 text-xl font-bold">Order details</h2>
      <dl className="mt-2">
        <Item term="Confirmation number">{order.confirmationNumber}</Item>
        <Item term="Order date">{formatDay(order.orderDate)}</Item>
        <Item term="Delivery date">
          {order.deliveryDate ? formatDay(order.deliveryDate) : 'Before the event'}
        </Item>
        <Item term="Contact">
          {`${order.contact.first_name} ${order.contact.last_name}`.trim()}
          {order.contact.phone_number ? `, ${order.contact.phone_number}` : ''}
        </Item>
        <Item term="Email">{order.email}</Item>
        <Item term="Ticket type">
          {type ? (
            <>
              <span className="font-semibold">{type.name}</span>
              <span className="mt-1 block text-sm text-slate-700">{type.text}</span>
            </>
          ) : (
            'Ticket'
          )}
        </Item>
        <Item term="Seats">
          {order.quantity} ticket{order.quantity === 1 ? '' : 's'}: {seatsOf(order)}
        </Item>
        <Item term="Paid with">
          {order.card.brand} ending {order.card.last4}
        </Item>
      </dl>

      <h2 className="mt-8 text-xl font-bold">Price</h2>
      <dl className="mt-2">
        <Item term={`${order.quantity} × ${money(lines.unitPriceMinor, cur)}`}>
          {money(ticketsMinor(lines.unitPriceMinor, order.quantity), cur)}
        </Item>
        <Item term="Fees">{money(lines.feesMinor, cur)}</Item>
        {lines.promoMinor > 0 ? (
          <Item term={order.promoCode ? `Promo code ${order.promoCode}` : 'Discount'}>
            −{money(lines.promoMinor, cur)}
          </Item>
        ) : null}
        <Item term="Tax">{money(lines.taxMinor, cur)}</Item>
        <Item term="Total">
          <span className="font-bold">{money(lines.totalMinor, cur)}</span>
        </Item>
      </dl>
    </main>
  );
}
