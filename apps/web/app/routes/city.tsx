import {
  loadCityPage,
  PlaceEventsPage,
  type PlacePageData,
  placeMeta,
} from '../features/catalog-pages/place-pages';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import { metaTranslator } from '../lib/i18n/meta-translate';
import type { PageHandle } from '../lib/page-handle';
import { routeMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/city';

export const handle: PageHandle = { header: 'defaultBlack', loader: 'black' };

export async function loader({
  params,
  context,
  request,
}: Route.LoaderArgs): Promise<PlacePageData> {
  const countryCode = countryFromParams(params);
  return loadCityPage(apiFromContext(context), countryCode, params.city, request);
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  if (!args.loaderData) return [{ title: t('meta.cityNotFound') }];
  const { title, description } = placeMeta(args.loaderData, t);
  return routeMeta(args, title, description);
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  return <PlaceEventsPage data={loaderData} />;
}
