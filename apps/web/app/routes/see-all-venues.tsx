import { fetchVenues } from '../features/catalog-pages/catalog-api';
import { VENUE_PAGE_SIZE } from '../features/catalog-pages/place-pages';
import { VenueList } from '../features/catalog-pages/venue-list';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import { useT } from '../lib/i18n/catalogue';
import type { PageHandle } from '../lib/page-handle';
import { messageMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/see-all-venues';

export const handle: PageHandle = { header: 'defaultWhite', loader: 'white' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  const venues = await fetchVenues(apiFromContext(context), { page: 1, limit: VENUE_PAGE_SIZE });
  return { countryCode, venues: venues.data, total: venues.total };
}

export const meta = messageMeta('meta.allVenues.title', 'meta.allVenues.description');

export default function SeeAllVenuesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <VenueList
        title={t('seeAll.venues')}
        headingLevel={1}
        venues={loaderData.venues}
        total={loaderData.total}
        pageSize={VENUE_PAGE_SIZE}
        countryCode={loaderData.countryCode}
        loadPage={async (page, api) =>
          (await fetchVenues(api, { page, limit: VENUE_PAGE_SIZE })).data
        }
      />
    </main>
  );
}
