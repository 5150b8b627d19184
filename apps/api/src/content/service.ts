import type { Db } from '@reprise/db/client';
import { categoryById, genreById } from '@reprise/domain/categories';
import { genrePath } from '@reprise/domain/routes';
import type {
  BlogList,
  BlogPost,
  CarouselConfig,
  CarouselKey,
  FaqEntry,
  HeaderMenu,
  HomeBanner,
  MenuEntry,
  MetaContent,
  PageDetails,
} from '@reprise/domain/schemas/content';
import type { ReadCache } from '../cache/read-cache';
import { publicImageUrl } from '../images/public';
import { DomainError } from '../platform/errors/domain-error';
import {
  countBlogPosts,
  findBlogPost,
  findCategoryBySlug,
  findMetaContent,
  findPage,
  listBlogPosts,
  listCarousels,
  listFaqEntries,
  listHeaderMenu,
  listHomeBanners,
} from './queries';

// Editorial content changes rarely and only through the seed or an editor; writers invalidate
// CONTENT_TAG, and the TTL bounds how stale another server copy can be.
const CONTENT_TTL_MS = 5 * 60_000;
/** Cache tag of every content read. */
export const CONTENT_TAG = 'content';
const cacheOptions = { ttlMs: CONTENT_TTL_MS, tags: [CONTENT_TAG] };

/** Active home banners with their images on the CDN. */
export function getHomeBanners(
  db: Db,
  cache: ReadCache,
  cdnBaseUrl: string,
): Promise<HomeBanner[]> {
  return cache.get('content:banners', cacheOptions, async () =>
    (await listHomeBanners(db)).map((b) => ({
      id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      image_url: publicImageUrl(b.imageUrl, cdnBaseUrl) ?? b.imageUrl,
      alt_tag: b.altTag,
      link_url: b.linkUrl,
      position: b.position,
    })),
  );
}

/** Meta title and description of a page key, or NOT_FOUND. */
export async function getMetaContent(db: Db, cache: ReadCache, page: string): Promise<MetaContent> {
  const meta = await cache.get(`content:meta:${page}`, cacheOptions, async () => {
    const [row] = await findMetaContent(db, page);
    return row ?? null;
  });
  if (!meta)
    throw new DomainError('NOT_FOUND', `There is no meta content for page '${page}'.`, 'page');
  return { page, meta_title: meta.metaTitle, meta_description: meta.metaDescription };
}

/** One page of the blog list, newest first. */
export function getBlogList(
  db: Db,
  cache: ReadCache,
  cdnBaseUrl: string,
  page: number,
  limit: number,
): Promise<BlogList> {
  return cache.get(`content:blog:${page}:${limit}`, cacheOptions, async () => {
    const [rows, totalCount] = await Promise.all([
      listBlogPosts(db, limit, (page - 1) * limit),
      countBlogPosts(db),
    ]);
    return {
      posts: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        image_url: publicImageUrl(row.imageUrl, cdnBaseUrl),
        alt_tag: row.altTag,
        author: row.author,
        published_at: row.publishedAt.toISOString(),
      })),
      totalCount,
      page,
      limit,
    };
  });
}

/** One blog post by numeric id or slug (the /blog/{blogid} segment), or NOT_FOUND. */
export async function getBlogPost(
  db: Db,
  cache: ReadCache,
  cdnBaseUrl: string,
  blogid: string,
): Promise<BlogPost> {
  const key = /^\d{1,9}$/.test(blogid) ? { id: Number(blogid) } : { slug: blogid.toLowerCase() };
  const post = await cache.get(
    `content:blog-post:${blogid.toLowerCase()}`,
    cacheOptions,
    async () => {
      const [row] = await findBlogPost(db, key);
      return row ?? null;
    },
  );
  if (!post) throw new DomainError('NOT_FOUND', `There is no blog post '${blogid}'.`, 'blogid');
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    image_url: publicImageUrl(post.imageUrl, cdnBaseUrl),
    alt_tag: post.altTag,
    author: post.author,
    published_at: post.publishedAt.toISOString(),
    body_html: post.bodyHtml,
    meta_title: post.metaTitle,
    meta_description: post.metaDescription,
  };
}

/** The FAQ page's entries, or a category page's FAQ footer; NOT_FOUND for an unknown category. */
export async function getFaqList(
  db: Db,
  cache: ReadCache,
  categorySlug: string | undefined,
): Promise<FaqEntry[]> {
  const entries = await cache.get(`content:faq:${categorySlug ?? ''}`, cacheOptions, async () => {
    let categoryId: number | null = null;
    if (categorySlug !== undefined) {
      const [category] = await findCategoryBySlug(db, categorySlug);
      if (!category) return null;
      categoryId = category.id;
    }
    return (await listFaqEntries(db, categoryId)).map((row) => ({
      id: row.id,
      topic: row.topic,
      question: row.question,
      answer_html: row.answerHtml,
      position: row.position,
    }));
  });
  if (!entries) {
    throw new DomainError('NOT_FOUND', `There is no category '${categorySlug}'.`, 'category');
  }
  return entries;
}

/** A static page with its anchors, or NOT_FOUND. */
export async function getPageDetails(db: Db, cache: ReadCache, slug: string): Promise<PageDetails> {
  const page = await cache.get(`content:page:${slug}`, cacheOptions, async () => {
    const [row] = await findPage(db, slug);
    return row ?? null;
  });
  if (!page) throw new DomainError('NOT_FOUND', `There is no page '${slug}'.`, 'page');
  return {
    slug: page.slug,
    title: page.title,
    body_html: page.bodyHtml,
    anchors: page.anchors,
    updated_at: page.updatedAt.toISOString(),
  };
}

/** The header menu of a region: league and genre titles with their page paths. */
export function getHeaderMenu(
  db: Db,
  cache: ReadCache,
  region: HeaderMenu['region'],
): Promise<HeaderMenu> {
  return cache.get(`content:menu:${region}`, cacheOptions, async () => {
    const menu: HeaderMenu = { region, leagues: [], genres: [] };
    for (const row of await listHeaderMenu(db, region)) {
      const entry = toMenuEntry(row.leagueId ?? row.genreId, row.title);
      if (entry) (row.kind === 'league' ? menu.leagues : menu.genres).push(entry);
    }
    return menu;
  });
}

// A league's id is its genre group's id, so both resolve through the fixed genre groups.
function toMenuEntry(groupId: number | null, title: string): MenuEntry | null {
  const group = groupId === null ? undefined : genreById(groupId);
  const category = group ? categoryById(group.categoryId) : undefined;
  if (!group || !category) return null;
  return {
    id: group.id,
    title,
    slug: group.slug,
    category_slug: category.slug,
    path: genrePath(category.slug, group.slug),
  };
}

/** Configuration and titles of the home carousels asked for (all active ones by default). */
export function getCarousels(
  db: Db,
  cache: ReadCache,
  keys: readonly CarouselKey[] | undefined,
): Promise<CarouselConfig[]> {
  const wanted = keys ? [...new Set(keys)].sort() : undefined;
  return cache.get(`content:carousels:${wanted?.join(',') ?? '*'}`, cacheOptions, async () =>
    (await listCarousels(db, wanted)).map((row) => ({
      key: row.key,
      title: row.title,
      position: row.position,
      page_size: row.pageSize,
      radius: row.radius,
      category_id: row.categoryId,
      genre_id: row.genreId,
    })),
  );
}
