import { data } from 'react-router';
import { SignedInGate } from '../features/account/signed-in-gate';
import { loadSignedInPage, signedInPageHeaders } from '../features/account/signed-in-page';
import { fetchOrderPage } from '../features/my-tickets/my-tickets-api';
import { QrTicketPage } from '../features/my-tickets/qr-ticket-page';
import type { PageHandle } from '../lib/page-handle';
import { recordIdParam } from '../lib/record-id-param';
import { noIndexMeta } from '../lib/seo/no-index-meta';
import type { Route } from './+types/my-ticket-qr';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

/** /mytickets/{orderid}/qr/{n}: ticket n's QR code, full width on a phone, for the gate. */
export function loader(args: Route.LoaderArgs) {
  const { orderid, ticket } = args.params;
  const orderId = recordIdParam(orderid);
  if (!/^\d{1,3}$/.test(ticket)) throw data(null, { status: 404 });
  const index = Number(ticket) - 1;
  return loadSignedInPage(args, async (api) => {
    const { order, delivery } = await fetchOrderPage(api, orderId);
    const found = delivery.tickets.find((t) => t.index === index && t.qrUrl);
    if (!found) throw data(null, { status: 404 });
    return { order, ticket: found };
  });
}

export const headers = signedInPageHeaders;

export const meta = noIndexMeta('meta.ticket.title');

export default function MyTicketQr({ loaderData }: Route.ComponentProps) {
  const { page, countryCode } = loaderData;
  return (
    <SignedInGate page={page} purpose="gate.purpose.ticket">
      {({ order, ticket }) => (
        <QrTicketPage order={order} ticket={ticket} countryCode={countryCode} />
      )}
    </SignedInGate>
  );
}
