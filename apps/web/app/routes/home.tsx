import {
  HOME_DESCRIPTION,
  HOME_TITLE,
  HomePage,
  loadHomePage,
} from '../features/catalog-pages/home-page';
import { apiFromContext } from '../lib/api-client';
import { catalogueFromMatches, metaTranslator } from '../lib/i18n/meta-translate';
import type { PageHandle } from '../lib/page-handle';
import { routeMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/home';

export const handle: PageHandle = { header: 'defaultBlack', loader: 'black' };

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadHomePage({
    api: apiFromContext(context),
    countryCode: null,
    request,
    context,
    segments: [],
  });
}

export function meta(args: Route.MetaArgs) {
  // The stored meta text is English: other languages take the catalogue's.
  if (catalogueFromMatches(args.matches).language !== 'en') {
    const t = metaTranslator(args.matches);
    return routeMeta(args, t('home.title'), t('home.description'));
  }
  const meta = args.loaderData?.meta;
  return routeMeta(args, meta?.title ?? HOME_TITLE, meta?.description ?? HOME_DESCRIPTION);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
