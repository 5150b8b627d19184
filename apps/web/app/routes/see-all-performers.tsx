import { isCategorySlug } from '@reprise/domain/categories';
import { data } from 'react-router';
import { fetchSitemapPerformers } from '../features/catalog-pages/catalog-api';
import { SeeAllList } from '../features/catalog-pages/see-all-list';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import { orNotFound } from '../lib/or-not-found';
import type { PageHandle } from '../lib/page-handle';
import { routeMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/see-all-performers';

export const handle: PageHandle = { header: 'defaultWhite', loader: 'white' };

// The genre may be 'no-genre-found' (special events): the API answers the genre-less performers.
export async function loader({ params, context }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  if (!isCategorySlug(params.category)) throw data(null, { status: 404 });
  const details = await orNotFound(
    fetchSitemapPerformers(apiFromContext(context), params.category, params.genre),
  );
  const heading = details.genre?.name ?? details.category.name;
  return {
    countryCode,
    heading,
    items: details.performers.map((performer) => ({
      key: performer.path,
      name: performer.name,
      path: performer.path,
      image: null,
      detail: null,
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return [{ title: 'Page not found | Reprise' }];
  return routeMeta(
    args,
    `All ${loaderData.heading} performers | Reprise`,
    `Every ${loaderData.heading} performer with tickets on Reprise.`,
  );
}

export default function SeeAllPerformersPage({ loaderData }: Route.ComponentProps) {
  return (
    <SeeAllList
      title={`All ${loaderData.heading} performers`}
      items={loaderData.items}
      total={loaderData.items.length}
      countryCode={loaderData.countryCode}
      what="list.performers"
    />
  );
}
