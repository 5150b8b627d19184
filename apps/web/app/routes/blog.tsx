import { BlogList } from '../features/content/blog-list';
import { loadBlogList } from '../features/content/blog-loaders';
import { ContentPage } from '../features/content/content-page';
import { contentMeta } from '../features/content/meta-content';
import { useT } from '../lib/i18n/catalogue';
import type { PageHandle } from '../lib/page-handle';
import { withPageCountry } from '../lib/page-load';
import type { Route } from './+types/blog';

export const handle: PageHandle = { header: 'blogHeaderWhite', loader: 'white' };

export function loader(args: Route.LoaderArgs) {
  return withPageCountry(args, loadBlogList);
}

export const meta = contentMeta({ title: 'meta.blog.title', description: 'meta.blog.description' });

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ContentPage title={t('blog.title')} width="wide">
      <p className="mt-2 text-lg text-slate-700">{t('blog.intro')}</p>
      <BlogList first={loaderData.first} countryCode={loaderData.countryCode} />
    </ContentPage>
  );
}
