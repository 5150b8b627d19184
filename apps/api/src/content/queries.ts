import type { Db } from '@reprise/db/client';
import { categories } from '@reprise/db/schema/catalog';
import {
  blogPosts,
  carousels,
  faqEntries,
  headerMenus,
  homeBanners,
  metaContent,
  pages,
} from '@reprise/db/schema/content';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';

/** Active home banners in display order. */
export function listHomeBanners(db: Db) {
  return db
    .select()
    .from(homeBanners)
    .where(eq(homeBanners.isActive, true))
    .orderBy(asc(homeBanners.position), asc(homeBanners.id));
}

/** Meta title and description of one page key. */
export function findMetaContent(db: Db, pageKey: string) {
  return db.select().from(metaContent).where(eq(metaContent.pageKey, pageKey)).limit(1);
}

const blogSummaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  imageUrl: blogPosts.imageUrl,
  altTag: blogPosts.altTag,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
};

/** One page of blog posts, newest first. */
export function listBlogPosts(db: Db, limit: number, offset: number) {
  return db
    .select(blogSummaryColumns)
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
}

/** How many blog posts exist. */
export async function countBlogPosts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts);
  return row?.total ?? 0;
}

/** One blog post by id or slug. */
export function findBlogPost(db: Db, key: { id: number } | { slug: string }) {
  return db
    .select()
    .from(blogPosts)
    .where('id' in key ? eq(blogPosts.id, key.id) : eq(blogPosts.slug, key.slug))
    .limit(1);
}

/** The category with this slug. */
export function findCategoryBySlug(db: Db, slug: string) {
  return db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
}

/** FAQ entries of one category's footer, or of the FAQ page when categoryId is null. */
export function listFaqEntries(db: Db, categoryId: number | null) {
  return db
    .select({
      id: faqEntries.id,
      topic: faqEntries.topic,
      question: faqEntries.question,
      answerHtml: faqEntries.answerHtml,
      position: faqEntries.position,
    })
    .from(faqEntries)
    .where(
      categoryId === null ? isNull(faqEntries.categoryId) : eq(faqEntries.categoryId, categoryId),
    )
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
}

/** One static page by slug. */
export function findPage(db: Db, slug: string) {
  return db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
}

/** Header menu entries of one region in display order. */
export function listHeaderMenu(db: Db, region: 'us' | 'uk' | 'all') {
  return db
    .select({
      kind: headerMenus.kind,
      title: headerMenus.title,
      genreId: headerMenus.genreId,
      leagueId: headerMenus.leagueId,
    })
    .from(headerMenus)
    .where(eq(headerMenus.region, region))
    .orderBy(asc(headerMenus.position), asc(headerMenus.id));
}

/** Active carousels, all or those with the given keys, in display order. */
export function listCarousels(db: Db, keys?: readonly string[]) {
  const active = eq(carousels.isActive, true);
  return db
    .select()
    .from(carousels)
    .where(keys ? and(active, inArray(carousels.key, [...keys])) : active)
    .orderBy(asc(carousels.position));
}
