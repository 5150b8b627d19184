import {
  loadVenuePage,
  PlaceEventsPage,
  type PlacePageData,
} from '../features/catalog-pages/place-pages';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import { routeMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/venue';

export const handle: PageHandle = { header: 'defaultBlack', loader: 'black' };

export async function loader({
  params,
  context,
  request,
}: Route.LoaderArgs): Promise<PlacePageData> {
  const countryCode = countryFromParams(params);
  return loadVenuePage(apiFromContext(context), countryCode, params.venue, request);
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return [{ title: 'Venue not found | Reprise' }];
  return routeMeta(args, loaderData.title, loaderData.description);
}

export default function VenuePage({ loaderData }: Route.ComponentProps) {
  return <PlaceEventsPage data={loaderData} />;
}
