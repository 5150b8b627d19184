import type { BlogList as BlogListPage, BlogSummary } from '@reprise/domain/schemas/content';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { useT } from '../../lib/i18n/catalogue';
import { ShowMoreButton } from '../../ui/show-more-button';
import { useLoadMore } from '../../ui/use-load-more';
import { BlogCard } from './blog-card';
import { fetchBlogList } from './content-api';

/** Posts per page of the blog list: none is prescribed; two rows of three cards. */
export const BLOG_PAGE_SIZE = 6;
/** Cards loaded eagerly: the first row on a wide screen. */
const EAGER_CARDS = 3;

const loadFromBrowser = (page: number) => fetchBlogList(browserApi(), page, BLOG_PAGE_SIZE);

/**
 * The blog list with Show More: page 1 comes from the loader, every later page is appended
 * (list pages append when page is more than 1); Show Less folds back to page 1.
 */
export function BlogList({
  first,
  countryCode,
  loadPage = loadFromBrowser,
}: {
  first: BlogListPage;
  countryCode: string | null;
  loadPage?: (page: number) => Promise<BlogListPage>;
}) {
  const t = useT();
  const [posts, setPosts] = useState<BlogSummary[]>(first.posts);
  const [page, setPage] = useState(first.page);
  const [total, setTotal] = useState(first.totalCount);
  const { loading, failed, load } = useLoadMore();
  // Keyboard users land on the first new post rather than on a button that may disappear.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (focusIndex !== null) focusRef.current?.focus();
  }, [focusIndex]);

  const showMore = () =>
    load(async () => {
      const next = await loadPage(page + 1);
      setFocusIndex(posts.length);
      setPosts((current) => [...current, ...next.posts]);
      setPage(next.page);
      setTotal(next.totalCount);
    });

  function showLess() {
    setPosts((current) => current.slice(0, first.posts.length));
    setPage(first.page);
    setFocusIndex(null);
  }

  if (posts.length === 0) {
    return <p className="mt-8 text-lg text-slate-700">{t('blog.none')}</p>;
  }
  const hasMore = posts.length < total;
  return (
    <>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => (
          <li key={post.id} className="flex">
            <BlogCard
              post={post}
              countryCode={countryCode}
              eager={index < EAGER_CARDS}
              linkRef={index === focusIndex ? focusRef : undefined}
            />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-2">
        {hasMore ? (
          <ShowMoreButton
            loading={loading}
            onClick={showMore}
            className="min-h-11 rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-600 disabled:opacity-70"
          >
            {t('blog.showMore')}
          </ShowMoreButton>
        ) : (
          posts.length > first.posts.length && (
            <button
              type="button"
              onClick={showLess}
              className="min-h-11 rounded-full border border-brand-700 px-6 py-2 font-semibold text-brand-700 hover:bg-slate-50"
            >
              {t('blog.showLess')}
            </button>
          )
        )}
        <p role="status" className="text-slate-700">
          {failed ? t('blog.loadFailed') : ''}
        </p>
      </div>
    </>
  );
}
