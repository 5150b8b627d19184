import { SignedInGate } from '../features/account/signed-in-gate';
import {
  loadSignedInPage,
  NO_INDEX,
  signedInPageHeaders,
} from '../features/account/signed-in-page';
import { fetchFavourites } from '../features/favourites/favourites-api';
import { FavouritesPage } from '../features/favourites/favourites-page';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/favorites';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  countryFromParams(params);
  return loadSignedInPage(request, (user) => fetchFavourites(apiFromContext(context), user.id));
}

export const headers = signedInPageHeaders;

export function meta() {
  return [{ title: 'Favorites | Reprise' }, NO_INDEX];
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInGate page={loaderData} purpose="see your favourites">
      {(events) => <FavouritesPage events={events} />}
    </SignedInGate>
  );
}
