import { fetchGenres } from '../features/catalog-pages/catalog-api';
import { genreItem, SeeAllList } from '../features/catalog-pages/see-all-list';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import { useT } from '../lib/i18n/catalogue';
import type { PageHandle } from '../lib/page-handle';
import { messageMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/see-all-leagues';

export const handle: PageHandle = { header: 'defaultWhite', loader: 'white' };

// Leagues are the genre groups of Sports, each with its page.
export async function loader({ params, context }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  const leagues = await fetchGenres(apiFromContext(context), 'sports');
  return { countryCode, items: leagues.map(genreItem) };
}

export const meta = messageMeta('meta.allLeagues.title', 'meta.allLeagues.description');

export default function SeeAllLeaguesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <SeeAllList
      title={t('seeAll.leagues')}
      items={loaderData.items}
      total={loaderData.items.length}
      countryCode={loaderData.countryCode}
      what="list.leagues"
    />
  );
}
