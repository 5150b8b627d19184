import { GENRE_GROUPS } from '@reprise/domain/categories';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { categories, leagues } from '../../schema/catalog';
import {
  blogPosts,
  carousels,
  faqEntries,
  headerMenus,
  homeBanners,
  metaContent,
  pages,
} from '../../schema/content';
import { BLOG_SEEDS } from './blog-data';
import { CATEGORY_FAQ, GENERAL_FAQ } from './faq-data';
import { PAGE_SEEDS } from './page-data';
import { sanitizeHtml } from './sanitize-html';
import {
  CAROUSEL_SEEDS,
  CATEGORY_BANNERS,
  HOME_BANNER_SEEDS,
  MENU_SEEDS,
  META_SEEDS,
} from './site-data';

const DAY_MS = 86_400_000;

/**
 * Inserts the editorial content: blog, FAQ, static pages, meta, banners, category banners, header
 * menus and carousels. Runs after the catalogue (categories, genres, leagues) is seeded.
 */
export async function seedContent(tx: Db, now: Date = new Date()): Promise<void> {
  await tx.insert(blogPosts).values(
    BLOG_SEEDS.map((post) => ({
      slug: post.slug,
      title: post.title,
      summary: post.summary,
      bodyHtml: sanitizeHtml(post.bodyHtml),
      imageUrl: `storage://blog/${post.slug}.svg`,
      altTag: post.title,
      author: post.author,
      publishedAt: new Date(now.getTime() - post.ageDays * DAY_MS),
      metaTitle: `${post.title} | Reprise Blog`,
      metaDescription: post.summary,
    })),
  );

  // Positions count within each list (the general FAQ, then each category's footer).
  const positions = new Map<number | null, number>();
  await tx.insert(faqEntries).values(
    [...GENERAL_FAQ, ...CATEGORY_FAQ].map((entry) => {
      const position = (positions.get(entry.categoryId) ?? 0) + 1;
      positions.set(entry.categoryId, position);
      return { ...entry, answerHtml: sanitizeHtml(entry.answerHtml), position };
    }),
  );

  await tx
    .insert(pages)
    .values(PAGE_SEEDS.map((page) => ({ ...page, bodyHtml: sanitizeHtml(page.bodyHtml) })));
  await tx.insert(metaContent).values(META_SEEDS.map((meta) => ({ ...meta })));
  await tx
    .insert(homeBanners)
    .values(HOME_BANNER_SEEDS.map((banner, index) => ({ ...banner, position: index + 1 })));

  for (const [id, banner] of Object.entries(CATEGORY_BANNERS)) {
    await tx
      .update(categories)
      .set(banner)
      .where(eq(categories.id, Number(id)));
  }

  await seedHeaderMenus(tx);
  await tx
    .insert(carousels)
    .values(CAROUSEL_SEEDS.map((carousel, index) => ({ ...carousel, position: index + 1 })));
}

async function seedHeaderMenus(tx: Db): Promise<void> {
  const leagueIds = MENU_SEEDS.filter((m) => m.kind === 'league').map((m) => m.genreId);
  // Leagues carry their genre group's id; link only those the catalogue seed actually inserted.
  const present = new Set(
    (await tx.select({ id: leagues.id }).from(leagues).where(inArray(leagues.id, leagueIds))).map(
      (row) => row.id,
    ),
  );
  const nameById = new Map(GENRE_GROUPS.map((g) => [g.id, g.name]));
  const positions = new Map<string, number>();
  await tx.insert(headerMenus).values(
    MENU_SEEDS.map((item) => {
      const position = (positions.get(item.region) ?? 0) + 1;
      positions.set(item.region, position);
      return {
        region: item.region,
        kind: item.kind,
        title: nameById.get(item.genreId) ?? String(item.genreId),
        genreId: item.genreId,
        leagueId: item.kind === 'league' && present.has(item.genreId) ? item.genreId : null,
        position,
      };
    }),
  );
}
