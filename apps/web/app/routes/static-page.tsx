import { loadStaticPage } from '../features/content/content-loaders';
import { contentPageMeta } from '../features/content/meta-content';
import { PageView } from '../features/content/page-view';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/static-page';

// Serves /return-policy, /cookies, /terms-and-conditions and /privacy-policy (white header).
export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  return { countryCode, ...(await loadStaticPage(apiFromContext(context), request)) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return contentPageMeta(loaderData?.meta, { location, matches }, { title: 'meta.site' });
}

export default function StaticPageRoute({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />;
}
