import { contentPageMeta } from '../features/content/meta-content';
import { loadSitemapGenre, sitemapGenreMeta } from '../features/content/sitemap-loaders';
import { SitemapGenreView } from '../features/content/sitemap-view';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import { catalogueFromMatches, metaTranslator } from '../lib/i18n/meta-translate';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/sitemap-genre';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export async function loader({ params, context }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  const data = await loadSitemapGenre(apiFromContext(context), params.category, params.genre);
  return { countryCode, ...data };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const { language } = catalogueFromMatches(matches);
  const texts = loaderData ? sitemapGenreMeta(loaderData, t, language) : undefined;
  return contentPageMeta(texts, { location, matches }, { title: 'meta.sitemap.title' });
}

export default function SitemapGenrePage({ loaderData }: Route.ComponentProps) {
  return <SitemapGenreView data={loaderData} countryCode={loaderData.countryCode} />;
}
