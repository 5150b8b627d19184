import { fetchGenres } from '../features/catalog-pages/catalog-api';
import { genreItem, SeeAllList } from '../features/catalog-pages/see-all-list';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import { routeMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/see-all-leagues';

export const handle: PageHandle = { header: 'defaultWhite', loader: 'white' };

// Leagues are the genre groups of Sports, each with its page.
export async function loader({ params, context }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  const leagues = await fetchGenres(apiFromContext(context), 'sports');
  return { countryCode, items: leagues.map(genreItem) };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(
    args,
    'All leagues | Reprise',
    'Tickets for every league on Reprise, 100% guaranteed.',
  );
}

export default function SeeAllLeaguesPage({ loaderData }: Route.ComponentProps) {
  return (
    <SeeAllList
      title="All leagues"
      items={loaderData.items}
      total={loaderData.items.length}
      countryCode={loaderData.countryCode}
      what="list.leagues"
    />
  );
}
