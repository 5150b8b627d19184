import { isCategorySlug } from '@reprise/domain/categories';
import { data } from 'react-router';
import { fetchSitemapPerformers } from '../features/catalog-pages/catalog-api';
import { SeeAllList } from '../features/catalog-pages/see-all-list';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import { useT } from '../lib/i18n/catalogue';
import { metaTranslator } from '../lib/i18n/meta-translate';
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
  const t = metaTranslator(args.matches);
  if (!loaderData) return [{ title: t('meta.pageNotFound') }];
  const name = loaderData.heading;
  return routeMeta(
    args,
    t('meta.allPerformers.title', { name }),
    t('meta.allPerformers.description', { name }),
  );
}

export default function SeeAllPerformersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <SeeAllList
      title={t('seeAll.performers', { name: loaderData.heading })}
      items={loaderData.items}
      total={loaderData.items.length}
      countryCode={loaderData.countryCode}
      what="list.performers"
    />
  );
}
