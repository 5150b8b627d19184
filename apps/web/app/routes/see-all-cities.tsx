import { fetchCities } from '../features/catalog-pages/catalog-api';
import { cityItem, SeeAllList } from '../features/catalog-pages/see-all-list';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import { useT } from '../lib/i18n/catalogue';
import type { PageHandle } from '../lib/page-handle';
import { messageMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/see-all-cities';

export const handle: PageHandle = { header: 'defaultWhite', loader: 'white' };

// 50 would make GET /cities answer the location list instead (docs/api.md), so stay under it.
const CITY_PAGE_SIZE = 20;

export async function loader({ params, context }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  const { cities, totalCount } = await fetchCities(apiFromContext(context), {
    limit: CITY_PAGE_SIZE,
    offset: 0,
  });
  return { countryCode, items: cities.map(cityItem), total: totalCount };
}

export const meta = messageMeta('meta.allCities.title', 'meta.allCities.description');

export default function SeeAllCitiesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <SeeAllList
      title={t('seeAll.cities')}
      items={loaderData.items}
      total={loaderData.total}
      pageSize={CITY_PAGE_SIZE}
      countryCode={loaderData.countryCode}
      what="list.cities"
      loadPage={async (page, api) => {
        const { cities } = await fetchCities(api, {
          limit: CITY_PAGE_SIZE,
          offset: (page - 1) * CITY_PAGE_SIZE,
        });
        return cities.map(cityItem);
      }}
    />
  );
}
