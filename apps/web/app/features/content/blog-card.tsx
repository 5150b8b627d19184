import { blogPostPath } from '@reprise/domain/routes';
import type { BlogSummary } from '@reprise/domain/schemas/content';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { BlogImage } from './blog-image';

/** One post of the blog list: image, title (the link), summary, author and date. */
export function BlogCard({
  post,
  countryCode,
  eager,
  linkRef,
}: {
  post: BlogSummary;
  countryCode: string | null;
  /** Cards in the first screen load eagerly; the rest wait until scrolled near. */
  eager: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  const format = useLocaleFormat();
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600">
      <BlogImage
        post={post}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <h2 className="text-lg font-bold leading-snug text-slate-900">
          <Link
            ref={linkRef}
            to={blogPostPath(post.slug, countryCode)}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-slate-700">{post.summary}</p>
        <p className="mt-4 text-sm text-slate-700">
          {post.author && <span>{post.author} · </span>}
          <time dateTime={post.published_at}>{format.day(post.published_at)}</time>
        </p>
      </div>
    </article>
  );
}
