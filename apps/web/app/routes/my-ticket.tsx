import { SignedInGate } from '../features/account/signed-in-gate';
import { loadSignedInPage, signedInPageHeaders } from '../features/account/signed-in-page';
import { fetchOrderPage } from '../features/my-tickets/my-tickets-api';
import { OrderDetailPage } from '../features/my-tickets/order-detail-page';
import { metaTranslator } from '../lib/i18n/meta-translate';
import type { PageHandle } from '../lib/page-handle';
import { recordIdParam } from '../lib/record-id-param';
import { NO_INDEX } from '../lib/seo/no-index-meta';
import type { Route } from './+types/my-ticket';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader(args: Route.LoaderArgs) {
  const orderId = recordIdParam(args.params.orderid);
  return loadSignedInPage(args, (api) => fetchOrderPage(api, orderId));
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
