import { data } from 'react-router';
import { SignedInGate } from '../features/account/signed-in-gate';
import {
  loadSignedInPage,
  NO_INDEX,
  signedInPageHeaders,
} from '../features/account/signed-in-page';
import { fetchDelivery, fetchOrder } from '../features/my-tickets/my-tickets-api';
import { OrderDetailPage } from '../features/my-tickets/order-detail-page';
import { metaTranslator } from '../lib/i18n/meta-translate';
import { orNotFound } from '../lib/or-not-found';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/my-ticket';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader(args: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(args.params.orderid)) throw data(null, { status: 404 });
  const orderId = Number(args.params.orderid);
  // Someone else's order answers 404 ORDER_NOT_FOUND: the page is a 404 too.
  return loadSignedInPage(args, async (api) => {
    const [order, delivery] = await orNotFound(
      Promise.all([fetchOrder(api, orderId), fetchDelivery(api, orderId)]),
    );
    return { order, delivery };
  });
}

export const headers = signedInPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const order = loaderData?.page.status === 'ready' ? loaderData.page.data.order : null;
  return [
    {
      title: order
        ? t('meta.order.title', { number: order.confirmationNumber })
        : t('meta.myTickets.title'),
    },
    NO_INDEX,
  ];
}

export default function MyTicket({ loaderData }: Route.ComponentProps) {
  const { page, countryCode } = loaderData;
  return (
    <SignedInGate page={page} purpose="gate.purpose.order">
      {({ order, delivery }) => (
        <OrderDetailPage order={order} delivery={delivery} countryCode={countryCode} />
      )}
    </SignedInGate>
  );
}
