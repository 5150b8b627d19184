import { blogPath } from '@reprise/domain/routes';
import type { BlogPost } from '@reprise/domain/schemas/content';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { BlogImage } from './blog-image';
import { CONTENT_TITLE } from './content-page';
import { HtmlContent } from './html-content';

/** One blog article: a "login-style page", a narrow centred column. */
export function BlogArticle({ post, countryCode }: { post: BlogPost; countryCode: string | null }) {
  const t = useT();
  const format = useLocaleFormat();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <Link
        to={blogPath(countryCode)}
        className="inline-block py-1 text-sm font-semibold text-brand-700 underline"
      >
        {t('blog.allPosts')}
      </Link>
      <article className="mt-4">
        <h1 className={CONTENT_TITLE}>{post.title}</h1>
        <p className="mt-3 text-slate-700">
          {post.author && <span>{t('blog.by', { author: post.author })} · </span>}
          <time dateTime={post.published_at}>{format.day(post.published_at)}</time>
        </p>
        <BlogImage
          post={post}
          fetchPriority="high"
          className="mt-6 aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
        <p className="mt-6 text-lg font-medium text-slate-800">{post.summary}</p>
        <HtmlContent html={post.body_html} className="mt-2" />
      </article>
    </main>
  );
}
