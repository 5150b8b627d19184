import { loadContentPage } from '../features/content/content-loaders';
import { contentPageMeta } from '../features/content/meta-content';
import { PageView } from '../features/content/page-view';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/about';

export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export async function loader({ params, context }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  return { countryCode, ...(await loadContentPage(apiFromContext(context), 'about')) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return contentPageMeta(
    loaderData?.meta,
    { location, matches },
    {
      title: 'meta.about.title',
      description: 'meta.about.description',
    },
  );
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />;
}
