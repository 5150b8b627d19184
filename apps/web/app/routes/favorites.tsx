import { SignedInGate } from '../features/account/signed-in-gate';
import { loadSignedInPage, signedInPageHeaders } from '../features/account/signed-in-page';
import { displayCurrency } from '../features/events/display-currency';
import { fetchFavourites, fetchFollowedPerformers } from '../features/favourites/favourites-api';
import {
  FavouritesPage,
  type FavouritesPageData,
  favouritesTabOf,
} from '../features/favourites/favourites-page';
import type { PageHandle } from '../lib/page-handle';
import { noIndexMeta } from '../lib/seo/no-index-meta';
import type { Route } from './+types/favorites';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader(args: Route.LoaderArgs) {
  const tab = favouritesTabOf(args.request.url);
  return loadSignedInPage(
    args,
    async (api, user): Promise<FavouritesPageData> =>
      tab === 'following'
        ? { tab, performers: await fetchFollowedPerformers(api) }
        : { tab, events: await fetchFavourites(api, user.id, displayCurrency(args.request)) },
  );
}

export const headers = signedInPageHeaders;

export const meta = noIndexMeta('meta.favorites.title');

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInGate page={loaderData.page} purpose="gate.purpose.favourites">
      {(data) => <FavouritesPage data={data} countryCode={loaderData.countryCode} />}
    </SignedInGate>
  );
}
