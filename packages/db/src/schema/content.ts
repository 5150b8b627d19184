import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { categories, genres, leagues } from './catalog';
import { timestamptz, updatedAt } from './columns';

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** Sanitised on write. */
  bodyHtml: text('body_html').notNull(),
  imageUrl: text('image_url'),
  altTag: text('alt_tag'),
  author: text('author'),
  publishedAt: timestamptz('published_at').notNull(),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
});

/** FAQ entries: the FAQ page (no category) and each category page's FAQ footer. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    /** Sanitised on write. */
    answerHtml: text('answer_html').notNull(),
    position: integer('position').notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id),
  },
  (t) => [index('faq_entries_category_idx').on(t.categoryId, t.position)],
);

/** Static pages (about, press, return policy, cookies, terms, privacy) with their anchors. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** Sanitised on write. */
  bodyHtml: text('body_html').notNull(),
  anchors: jsonb('anchors').$type<{ id: string; title: string }[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** Title and description per page key ('home', 'category:sports', 'page:about' …). */
export const metaContent = pgTable('meta_content', {
  pageKey: text('page_key').primaryKey(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
});

export const homeBanners = pgTable('home_banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  imageUrl: text('image_url').notNull(),
  altTag: text('alt_tag').notNull(),
  linkUrl: text('link_url'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Header menu entries by region (us, uk, all): league and genre titles. */
export const headerMenus = pgTable(
  'header_menus',
  {
    id: serial('id').primaryKey(),
    region: text('region', { enum: ['us', 'uk', 'all'] }).notNull(),
    kind: text('kind', { enum: ['league', 'genre'] }).notNull(),
    title: text('title').notNull(),
    genreId: integer('genre_id').references(() => genres.id),
    leagueId: integer('league_id').references(() => leagues.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('header_menus_region_idx').on(t.region, t.position)],
);

/** The home carousels (What's Hot, Live Near, Genre, Categories, Sports, Concerts, Theater). */
export const carousels = pgTable('carousels', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
  pageSize: integer('page_size').notNull(),
  /** Radius for location-based carousels, in miles. */
  radius: integer('radius'),
  categoryId: integer('category_id').references(() => categories.id),
  genreId: integer('genre_id').references(() => genres.id),
  isActive: boolean('is_active').notNull().default(true),
});
