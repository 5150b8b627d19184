import { z } from 'zod';
import { requiredText } from './required-text';
import { coercedWholeNumber } from './whole-number';

// Field names follow the old API where it names them (meta_title, alt_tag, …), snake_case elsewhere in
// this context so one response never mixes styles.

/** Slug-shaped input: lowercase letters, digits and hyphens. */
const slugParam = (field: string) =>
  requiredText(field, 100, 'is required').regex(
    /^[a-z0-9-]+$/,
    `${field} must be a slug (a-z, 0-9, -)`,
  );

// --- Home banners ---

export const homeBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image_url: z.string().describe('Public image URL (stored address rewritten to the CDN base)'),
  alt_tag: z.string(),
  link_url: z.string().nullable(),
  position: z.number().int(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;
export const homeBannerResponseSchema = z.object({ data: z.array(homeBannerSchema) });

// --- Meta content ---

/** Page keys: 'home', 'blog', 'faq', 'sitemap', 'see-all', 'category:<slug>', 'page:<slug>'. */
export const metaContentBodySchema = z.object({
  page: requiredText('page', 120, 'is required').regex(
    /^[a-z0-9-]+(:[a-z0-9-]+)?$/,
    "page must be a page key such as 'home' or 'category:sports'",
  ),
});
export const metaContentSchema = z.object({
  page: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
});
export type MetaContent = z.infer<typeof metaContentSchema>;
export const metaContentResponseSchema = z.object({ data: metaContentSchema });

// --- Blog ---

export const blogContentBodySchema = z
  .object({
    blogid: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(
        z
          .string()
          .trim()
          .min(1, 'blogid must not be empty')
          .max(200, 'blogid must be at most 200 characters')
          .regex(/^[a-z0-9-]+$/i, 'blogid must be a post id or slug'),
      )
      .optional()
      .describe('A post id or slug: answers that one post'),
    page: coercedWholeNumber('page', 1, 10_000).default(1),
    limit: coercedWholeNumber('limit', 1, 50).default(10),
  })
  .describe('Without blogid: the list, newest first');

export const blogSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string().nullable(),
  alt_tag: z.string().nullable(),
  author: z.string().nullable(),
  published_at: z.string().describe('ISO 8601 instant'),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogPostSchema = blogSummarySchema.extend({
  body_html: z.string().describe('Sanitised HTML'),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListSchema = z.object({
  posts: z.array(blogSummarySchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const blogContentResponseSchema = z.object({
  data: z.union([blogPostSchema, blogListSchema]),
});

// --- FAQ ---

export const faqListQuerySchema = z.object({
  category: slugParam('category').optional().describe('Category slug; absent = the FAQ page'),
});
export const faqEntrySchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  question: z.string(),
  answer_html: z.string().describe('Sanitised HTML'),
  position: z.number().int(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export const faqListResponseSchema = z.object({ data: z.array(faqEntrySchema) });

// --- Static pages ---

export const pageDetailsQuerySchema = z.object({ page: slugParam('page') });
export const pageDetailsSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body_html: z.string().describe('Sanitised HTML; every anchor id is an element id in it'),
  anchors: z.array(z.object({ id: z.string(), title: z.string() })),
  updated_at: z.string(),
});
export type PageDetails = z.infer<typeof pageDetailsSchema>;
export const pageDetailsResponseSchema = z.object({ data: pageDetailsSchema });

// --- Header menu ---

export const MENU_REGIONS = ['us', 'uk', 'all'] as const;
export const headerMenuQuerySchema = z.object({
  region: z.enum(MENU_REGIONS, { error: 'region must be one of us, uk, all' }).default('all'),
});
export const menuEntrySchema = z.object({
  id: z.number().int().describe('Genre group id (a league shares its genre group id)'),
  title: z.string(),
  slug: z.string(),
  category_slug: z.string(),
  path: z.string().describe('Genre or league page path without country prefix'),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;
export const headerMenuSchema = z.object({
  region: z.enum(MENU_REGIONS),
  leagues: z.array(menuEntrySchema),
  genres: z.array(menuEntrySchema),
});
export type HeaderMenu = z.infer<typeof headerMenuSchema>;
export const headerMenuResponseSchema = z.object({ data: headerMenuSchema });

// --- Account settings (static JSON) ---

export const accountSettingsResponseSchema = z.object({
  data: z.object({
    links: z.array(z.object({ key: z.string(), title: z.string(), path: z.string() })),
  }),
});

// --- Carousels ---

export const CAROUSEL_KEYS = [
  'whats-hot',
  'live-near',
  'genre',
  'categories',
  'sports',
  'concerts',
  'theater',
] as const;
export type CarouselKey = (typeof CAROUSEL_KEYS)[number];

const carouselKey = z.enum(CAROUSEL_KEYS, {
  error: `keys must be among ${CAROUSEL_KEYS.join(', ')}`,
});
export const carouselBodySchema = z.object({
  keys: z
    .union([z.array(z.string()), z.string()])
    // Form posts send one comma-separated field; JSON sends an array.
    .transform((value) =>
      typeof value === 'string' ? value.split(',').map((k) => k.trim()) : value,
    )
    .pipe(z.array(carouselKey).min(1, 'keys must name at least one carousel').max(20))
    .optional()
    .describe('Carousel keys; absent = every active carousel'),
});
export const carouselConfigSchema = z.object({
  key: z.string(),
  title: z.string(),
  position: z.number().int(),
  page_size: z.number().int(),
  radius: z.number().int().nullable().describe('Miles, for location-based carousels'),
  category_id: z.number().int().nullable(),
  genre_id: z.number().int().nullable(),
});
export type CarouselConfig = z.infer<typeof carouselConfigSchema>;
export const carouselResponseSchema = z.object({ data: z.array(carouselConfigSchema) });
