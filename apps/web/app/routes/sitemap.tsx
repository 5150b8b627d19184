import { contentPageMeta } from '../features/content/meta-content';
import { loadSitemap } from '../features/content/sitemap-loaders';
import { SitemapView } from '../features/content/sitemap-view';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/sitemap';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export async function loader({ params, context }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  return { countryCode, ...(await loadSitemap(apiFromContext(context))) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return contentPageMeta(
    loaderData?.meta,
    { location, matches },
    {
      title: 'meta.sitemap.title',
      description: 'meta.sitemap.description',
    },
  );
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  return <SitemapView data={loaderData} countryCode={loaderData.countryCode} />;
}
