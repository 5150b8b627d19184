import { loadStaticPage } from '../features/content/content-loaders';
import { contentMeta } from '../features/content/meta-content';
import { PageView } from '../features/content/page-view';
import type { PageHandle } from '../lib/page-handle';
import { withPageCountry } from '../lib/page-load';
import type { Route } from './+types/static-page';

// Serves /return-policy, /cookies, /terms-and-conditions and /privacy-policy (white header).
export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader(args: Route.LoaderArgs) {
  return withPageCountry(args, (api) => loadStaticPage(api, args.request));
}

export const meta = contentMeta({ title: 'meta.site' });

export default function StaticPageRoute({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />;
}
