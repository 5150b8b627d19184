import {
  loadCityPage,
  PlaceEventsPage,
  type PlacePageData,
} from '../features/catalog-pages/place-pages';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
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
  const { loaderData } = args;
  if (!loaderData) return [{ title: 'City not found | Reprise' }];
  return routeMeta(args, loaderData.title, loaderData.description);
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  return <PlaceEventsPage data={loaderData} />;
}
