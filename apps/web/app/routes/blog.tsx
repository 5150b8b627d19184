import { BlogList } from '../features/content/blog-list';
import { loadBlogList } from '../features/content/blog-loaders';
import { ContentPage } from '../features/content/content-page';
import { contentPageMeta } from '../features/content/meta-content';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import { useT } from '../lib/i18n/catalogue';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/blog';

export const handle: PageHandle = { header: 'blogHeaderWhite', loader: 'white' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  return { countryCode, ...(await loadBlogList(apiFromContext(context))) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return contentPageMeta(
    loaderData?.meta,
    { location, matches },
    { title: 'meta.blog.title', description: 'meta.blog.description' },
  );
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ContentPage title={t('blog.title')} width="wide">
      <p className="mt-2 text-lg text-slate-700">{t('blog.intro')}</p>
      <BlogList first={loaderData.first} countryCode={loaderData.countryCode} />
    </ContentPage>
  );
}
