import { MAX_TICKET_QUANTITY } from '@reprise/domain/constants';
import { withCountryPrefix } from '@reprise/domain/country';
import { MAX_RECORD_ID } from '@reprise/domain/ids';
import type { PaymentConfig } from '@reprise/domain/schemas/payments';
import { parseEventSegment } from '@reprise/domain/slug';
import { data, redirect } from 'react-router';
import { fetchProfile } from '../features/account/account-api';
import { signedInPageHeaders } from '../features/account/signed-in-page';
import { orNotFound } from '../features/catalog-pages/catalog-api';
import { CheckoutPage } from '../features/checkout/checkout-page';
import type { ContactInput } from '../features/checkout/checkout-types';
import { passWaitingRoom } from '../features/waiting-room/waiting-room-gate';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import { noIndexMeta } from '../lib/seo/no-index-meta';
import { sessionUserFromRequest } from '../lib/session/session-user';
import type { Route } from './+types/checkout';

type PaymentConfigResponse = { data: PaymentConfig };

// Checkout (ADR 0011) at the event route + /checkout. The page draws its own checkoutPageHeader
// (the hold's countdown lives in the page); the hold itself is made from the browser (ADR 0011).
export const handle: PageHandle = { header: 'checkoutPageHeader', loader: 'white' };

/** A positive whole number from a query parameter, at most `max`, or null. */
function whole(value: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= max ? number : null;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  const segment = parseEventSegment(params.event);
  if (!segment) throw data(null, { status: 404 });
  const api = apiFromContext(context);
  await passWaitingRoom(api, request, params.event);
  const { data: event } = await orNotFound(api.event(segment.id));
  const eventHref = withCountryPrefix(event.path, countryCode);
  const url = new URL(request.url);
  if (decodeURIComponent(url.pathname) !== `${eventHref}/checkout`) {
    throw redirect(`${eventHref}/checkout${url.search}`, 301);
  }
  // Checkout belongs to one visitor (their hold, their details): never from the shared cache.
  context.markPersonal();
  let contact: ContactInput | null = null;
  if (sessionUserFromRequest(request)) {
    // Prefill only: an expired session still checks out, the pay call refreshes it.
    const profile = await fetchProfile(api).catch(() => null);
    if (profile) {
      contact = {
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        phone_number: profile.phone_number ?? '',
      };
    }
  }
  const { data: payments } = await api.get<PaymentConfigResponse>('/api/payments/config');
  return {
    event,
    eventHref,
    payments,
    countryCode,
    listingId: whole(url.searchParams.get('listing'), MAX_RECORD_ID),
    quantity: whole(url.searchParams.get('quantity'), MAX_TICKET_QUANTITY),
    contact,
  };
}

export const headers = signedInPageHeaders;

export const meta = noIndexMeta('meta.checkout.title');

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage {...loaderData} />;
}
