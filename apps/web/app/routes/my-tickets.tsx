import { SignedInGate } from '../features/account/signed-in-gate';
import { loadSignedInPage, signedInPageHeaders } from '../features/account/signed-in-page';
import { fetchMyTickets, MY_TICKETS_PAGE_SIZE } from '../features/my-tickets/my-tickets-api';
import { MyTicketsPage } from '../features/my-tickets/my-tickets-page';
import type { PageHandle } from '../lib/page-handle';
import { noIndexMeta } from '../lib/seo/no-index-meta';
import type { Route } from './+types/my-tickets';

// The header of /mytickets pages is their own choice (it is kept separately): white.
export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader(args: Route.LoaderArgs) {
  return loadSignedInPage(args, (api) =>
    fetchMyTickets(api, { limit: MY_TICKETS_PAGE_SIZE, offset: 0 }),
  );
}

export const headers = signedInPageHeaders;

export const meta = noIndexMeta('meta.myTickets.title');

export default function MyTickets({ loaderData }: Route.ComponentProps) {
  const { page, countryCode } = loaderData;
  return (
    <SignedInGate page={page} purpose="gate.purpose.tickets">
      {(first) => <MyTicketsPage first={first} countryCode={countryCode} />}
    </SignedInGate>
  );
}
