import { BlogArticle } from '../features/content/blog-article';
import { loadBlogPost } from '../features/content/blog-loaders';
import { contentPageMeta } from '../features/content/meta-content';
import type { PageHandle } from '../lib/page-handle';
import { withPageCountry } from '../lib/page-load';
import type { Route } from './+types/blog-post';

export const handle: PageHandle = { header: 'blogHeaderWhite', loader: 'white' };

export function loader(args: Route.LoaderArgs) {
  return withPageCountry(args, (api) => loadBlogPost(api, args.params.blogid));
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
