import { BlogArticle } from '../features/content/blog-article';
import { loadBlogPost } from '../features/content/blog-loaders';
import { contentPageMeta } from '../features/content/meta-content';
import { apiFromContext } from '../lib/api-client';
import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/blog-post';

export const handle: PageHandle = { header: 'blogHeaderWhite', loader: 'white' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const countryCode = countryFromParams(params);
  return { countryCode, ...(await loadBlogPost(apiFromContext(context), params.blogid)) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return contentPageMeta(
    loaderData?.meta,
    { location, matches },
    { title: 'meta.blogPost.title' },
    {
      image: loaderData?.post.image_url,
      type: 'article',
    },
  );
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogArticle post={loaderData.post} countryCode={loaderData.countryCode} />;
}
