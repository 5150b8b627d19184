import { SignedInGate } from '../features/account/signed-in-gate';
import {
  loadSignedInPage,
  NO_INDEX,
  signedInPageHeaders,
} from '../features/account/signed-in-page';
import { displayCurrency } from '../features/events/display-currency';
import { fetchFavourites } from '../features/favourites/favourites-api';
import { FavouritesPage } from '../features/favourites/favourites-page';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/favorites';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader(args: Route.LoaderArgs) {
  return loadSignedInPage(args, (api, user) =>
    fetchFavourites(api, user.id, displayCurrency(args.request)),
  );
}

export const headers = signedInPageHeaders;

export function meta() {
  return [{ title: 'Favorites | Reprise' }, NO_INDEX];
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInGate page={loaderData.page} purpose="gate.purpose.favourites">
      {(events) => <FavouritesPage events={events} />}
    </SignedInGate>
  );
}
