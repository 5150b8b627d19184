import { loadSeeAllPage, SeeAllPage } from '../features/search/see-all-page';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import { catalogueFromMatches, metaTranslator } from '../lib/i18n/meta-translate';
import type { PageHandle } from '../lib/page-handle';
import { routeMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/see-all';

export const handle: PageHandle = { header: 'defaultWhite', loader: 'white' };

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadSeeAllPage({
    api: apiFromContext(context),
    countryCode: countryFromParams(params),
    request,
  });
}

// The canonical link (root layout) drops the query string, so every search shares one URL.
export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const { language } = catalogueFromMatches(args.matches);
  // The stored description is English: the other languages take the catalogue's.
  const description = language === 'en' ? args.data?.description : t('meta.search.description');
  return routeMeta(args, t('meta.search.title'), description);
}

export default function SeeAll({ loaderData }: Route.ComponentProps) {
  return <SeeAllPage data={loaderData} />;
}
