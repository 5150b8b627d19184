import { loadFaqPage } from '../features/content/content-loaders';
import { FaqPage } from '../features/content/faq-page';
import { contentPageMeta } from '../features/content/meta-content';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/faq';

// Serves /faq and /press (and their country twins); the loader tells them apart by path.
export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  return { countryCode, data: await loadFaqPage(apiFromContext(context), request) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  // The press page's title is the CMS's own; the FAQ's is the catalogue's outside English.
  const press = loaderData?.data.kind === 'press';
  return contentPageMeta(
    loaderData?.data.meta,
    { location, matches },
    press
      ? { title: 'meta.site' }
      : { title: 'meta.faq.title', description: 'meta.faq.description' },
  );
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage data={loaderData.data} />;
}
