import { loadContentPage } from '../features/content/content-loaders';
import { contentMeta } from '../features/content/meta-content';
import { PageView } from '../features/content/page-view';
import type { PageHandle } from '../lib/page-handle';
import { withPageCountry } from '../lib/page-load';
import type { Route } from './+types/about';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader(args: Route.LoaderArgs) {
  return withPageCountry(args, (api) => loadContentPage(api, 'about'));
}

export const meta = contentMeta({
  title: 'meta.about.title',
  description: 'meta.about.description',
});

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />;
}
