import { withCountryPrefix } from '@reprise/domain/country';
import { displayEventTitle } from '@reprise/domain/event-title';
import { useState } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../lib/api-client';
import { type MessageKey, useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { buttonClass } from '../../ui/button';
import { ShowMoreButton } from '../../ui/show-more-button';
import { useLoadMore } from '../../ui/use-load-more';
import type { Order, OrderList } from '../checkout/checkout-types';
import { fetchMyTickets, MY_TICKETS_PAGE_SIZE } from './my-tickets-api';
import { deliveryStatus, orderStatus } from './order-status';
import { StatusBadge } from './status-badge';

function OrderRow({ order, countryCode }: { order: Order; countryCode: string | null }) {
  const name = displayEventTitle(order.event.name);
  const t = useT();
  const format = useLocaleFormat();
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <h3 className="text-lg font-bold">
        <Link
          to={withCountryPrefix(`/mytickets/${order.orderId}`, countryCode)}
          className="underline underline-offset-2 hover:no-underline"
        >
          {name}
        </Link>
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="font-semibold">{t('myTickets.eventDate')}</dt>
          <dd>{format.day(order.event.date)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold">{t('myTickets.confirmation')}</dt>
          <dd>{order.confirmationNumber}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold">{t('myTickets.total')}</dt>
          <dd className="tabular-nums">{format.amount(order.lines.totalMinor, order.currency)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold">{t('myTickets.tickets')}</dt>
          <dd>{order.quantity}</dd>
        </div>
      </dl>
      <p className="mt-3 flex flex-wrap gap-2">
        <StatusBadge name={t('status.order')} status={orderStatus(order.orderStatusId)} />
        <StatusBadge name={t('status.delivery')} status={deliveryStatus(order.deliveryStatusId)} />
      </p>
    </li>
  );
}

function OrderGroup({
  title,
  empty,
  orders,
  countryCode,
}: {
  title: MessageKey;
  empty: MessageKey;
  orders: Order[];
  countryCode: string | null;
}) {
  const t = useT();
  const id = `orders-${title.slice('myTickets.'.length)}`;
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-xl font-bold">
        {t(title)}
      </h2>
      {orders.length === 0 ? (
        <p className="text-slate-700">{t(empty)}</p>
      ) : (
        <ul className="grid gap-4">
          {orders.map((order) => (
            <OrderRow key={order.orderId} order={order} countryCode={countryCode} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /mytickets: the buyer's orders, upcoming events first then past ones, newest order first in
 * each, with Show More while there are more.
 */
export function MyTicketsPage({
  first,
  countryCode,
}: {
  first: OrderList;
  countryCode: string | null;
}) {
  const t = useT();
  const [orders, setOrders] = useState(first.orders);
  const [total, setTotal] = useState(first.totalCount);
  const { loading, failed, load } = useLoadMore();

  const showMore = () =>
    load(async () => {
      const next = await fetchMyTickets(browserApi(), {
        limit: MY_TICKETS_PAGE_SIZE,
        offset: orders.length,
      });
      setOrders((current) => [...current, ...next.orders]);
      setTotal(next.totalCount);
    });

  // An event is upcoming until the day after it (its date is a start time, not its end).
  const cutoff = Date.now() - 86_400_000;
  const upcoming = orders.filter((o) => new Date(o.event.date).getTime() >= cutoff);
  const past = orders.filter((o) => new Date(o.event.date).getTime() < cutoff);

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{t('myTickets.title')}</h1>
      {orders.length === 0 ? (
        <p className="text-slate-700">
          {t('myTickets.none')}{' '}
          <Link to={withCountryPrefix('/', countryCode)} className="underline underline-offset-2">
            {t('myTickets.findEvent')}
          </Link>
        </p>
      ) : (
        <>
          <OrderGroup
            title="myTickets.upcoming"
            empty="myTickets.noneUpcoming"
            orders={upcoming}
            countryCode={countryCode}
          />
          <OrderGroup
            title="myTickets.past"
            empty="myTickets.nonePast"
            orders={past}
            countryCode={countryCode}
          />
        </>
      )}
      {orders.length < total ? (
        <div className="mt-6 text-center">
          <ShowMoreButton loading={loading} onClick={showMore} className={buttonClass('secondary')}>
            {t('search.showMore')}
          </ShowMoreButton>
          {failed ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {t('myTickets.moreFailed')}
            </p>
          ) : null}
        </div>
      ) : null}
    </main>
  );
}
