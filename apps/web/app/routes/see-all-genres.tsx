import { categoryBySlug } from '@reprise/domain/categories';
import { data } from 'react-router';
import { fetchGenres } from '../features/catalog-pages/catalog-api';
import { genreItem, SeeAllList } from '../features/catalog-pages/see-all-list';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import { useT } from '../lib/i18n/catalogue';
import { metaTranslator } from '../lib/i18n/meta-translate';
import type { PageHandle } from '../lib/page-handle';
import { routeMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/see-all-genres';

export const handle: PageHandle = { header: 'defaultWhite', loader: 'white' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  const category = categoryBySlug(params.category);
  if (!category) throw data(null, { status: 404 });
  const genres = await fetchGenres(apiFromContext(context), category.slug);
  return { countryCode, categoryName: category.name, items: genres.map(genreItem) };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  const t = metaTranslator(args.matches);
  if (!loaderData) return [{ title: t('meta.pageNotFound') }];
  const category = loaderData.categoryName;
  return routeMeta(
    args,
    t('meta.allGenres.title', { category }),
    t('meta.allGenres.description', { categoryLower: category.toLowerCase() }),
  );
}

export default function SeeAllGenresPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <SeeAllList
      title={t('seeAll.genres', { category: loaderData.categoryName })}
      items={loaderData.items}
      total={loaderData.items.length}
      countryCode={loaderData.countryCode}
      what="list.genres"
    />
  );
}
