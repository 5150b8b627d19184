import { categoryBySlug } from '@reprise/domain/categories';
import { data } from 'react-router';
import { fetchGenres } from '../features/catalog-pages/catalog-api';
import { genreItem, SeeAllList } from '../features/catalog-pages/see-all-list';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
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
  if (!loaderData) return [{ title: 'Page not found | Reprise' }];
  return routeMeta(
    args,
    `All ${loaderData.categoryName} genres | Reprise`,
    `Every ${loaderData.categoryName.toLowerCase()} genre with tickets on Reprise.`,
  );
}

export default function SeeAllGenresPage({ loaderData }: Route.ComponentProps) {
  return (
    <SeeAllList
      title={`All ${loaderData.categoryName} genres`}
      items={loaderData.items}
      total={loaderData.items.length}
      countryCode={loaderData.countryCode}
      what="list.genres"
    />
  );
}
