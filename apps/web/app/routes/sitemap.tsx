import { contentMeta } from '../features/content/meta-content';
import { loadSitemap } from '../features/content/sitemap-loaders';
import { SitemapView } from '../features/content/sitemap-view';
import type { PageHandle } from '../lib/page-handle';
import { withPageCountry } from '../lib/page-load';
import type { Route } from './+types/sitemap';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader(args: Route.LoaderArgs) {
  return withPageCountry(args, loadSitemap);
}

export const meta = contentMeta({
  title: 'meta.sitemap.title',
  description: 'meta.sitemap.description',
});

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  return <SitemapView data={loaderData} countryCode={loaderData.countryCode} />;
}
