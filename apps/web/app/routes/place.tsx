import {
  loadCityPage,
  loadVenuePage,
  PlaceEventsPage,
  type PlacePageData,
  placeMeta,
} from '../features/catalog-pages/place-pages';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import { metaTranslator } from '../lib/i18n/meta-translate';
import type { PageHandle } from '../lib/page-handle';
import { routeMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/place';

// Serves /venue/{slug} and /cities/{name}+{id}: the events of a place, which its param names.
export const handle: PageHandle = { header: 'defaultBlack', loader: 'black' };

export async function loader({
  params,
  context,
  request,
}: Route.LoaderArgs): Promise<PlacePageData> {
  const api = apiFromContext(context);
  const countryCode = countryFromParams(params);
  return 'city' in params
    ? loadCityPage(api, countryCode, params.city, request)
    : loadVenuePage(api, countryCode, params.venue, request);
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  if (!args.loaderData) {
    return [{ title: t('city' in args.params ? 'meta.cityNotFound' : 'meta.venueNotFound') }];
  }
  const { title, description } = placeMeta(args.loaderData, t);
  return routeMeta(args, title, description);
}

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  return <PlaceEventsPage data={loaderData} />;
}
