import { z } from 'zod';
import { requiredText } from './required-text';
import { recordId } from './whole-number';

/** A catalogue record as links name it: id, name and slug (a category, genre, performer, venue…). */
export const namedRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

/** A category (ids 1–5) as the API returns it. */
export const categorySchema = namedRefSchema;
export type Category = z.infer<typeof categorySchema>;

export const categoryListResponseSchema = z.object({ data: z.array(categorySchema) });
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

/** An event with what a card or row needs to show it and link to it. */
export const eventSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startsAt: z.string().describe('ISO 8601 instant'),
  timezone: z.string().describe('IANA zone of the venue; times are shown in it'),
  status: z.enum(['scheduled', 'rescheduled', 'postponed', 'cancelled']),
  isHot: z.boolean(),
  path: z.string().describe('Event page path: /{category}/{genre}/{performer}/{slug}+{id}'),
  venue: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  city: z.object({
    id: z.number().int(),
    name: z.string(),
    state: z.string().nullable(),
    countryCode: z.string(),
  }),
  category: categorySchema,
  genre: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  performer: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const upcomingEventsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(12),
});

export const upcomingEventsResponseSchema = z.object({ data: z.array(eventSummarySchema) });
export type UpcomingEventsResponse = z.infer<typeof upcomingEventsResponseSchema>;

export const eventParamsSchema = z.object({ eventId: recordId('eventId') });

export const eventResponseSchema = z.object({ data: eventSummarySchema });
export type EventResponse = z.infer<typeof eventResponseSchema>;

// --- Shared pieces of the catalogue routes ---

const optionalText = (field: string, max = 200) =>
  z
    .string({ error: `${field} must be a text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const pageParam = z.coerce
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(10_000, 'page must be at most 10000')
  .default(1);

const limitParam = (fallback: number, max = 100) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

const optionalId = (field: string) => recordId(field).optional();

/** A genre (or league group) as lists and pages show it. */
export const genreSchema = namedRefSchema.extend({
  categoryId: z.number().int(),
  category: z.string().describe('Category slug'),
  category_name: z.string(),
  image: z.string().nullable().describe('CDN address'),
  path: z.string().describe('Genre page path'),
});
export type Genre = z.infer<typeof genreSchema>;

/** A performer as cards, menus and the sitemap show it. */
export const performerCardSchema = namedRefSchema.extend({
  category: namedRefSchema,
  genre: namedRefSchema.nullable(),
  imageUrl: z.string().nullable().describe('CDN address (performerimg)'),
  altTag: z.string(),
  popularity: z.number().int(),
  path: z.string().describe("Performer page path; 'no-genre-found' when it has no genre"),
});
export type PerformerCard = z.infer<typeof performerCardSchema>;

/** A venue as lists show it. */
export const venueCardSchema = namedRefSchema.extend({
  path: z.string(),
  city: z.object({
    id: z.number().int(),
    name: z.string(),
    state: z.string().nullable(),
    countryCode: z.string(),
  }),
  upcomingEventCount: z.number().int(),
});
export type VenueCard = z.infer<typeof venueCardSchema>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int().describe('Matching rows across all pages'),
    page: z.number().int(),
    limit: z.number().int(),
  });

// --- POST /genre/list ---

export const genreListInputSchema = z.object({
  category: optionalText('category').describe('Category slug or id; all genres when absent'),
});
export const genreListResponseSchema = z.object({ data: z.array(genreSchema) });
export type GenreListResponse = z.infer<typeof genreListResponseSchema>;

// --- GET /performer, /performerName ---

export const performerQuerySchema = z.object({
  slug: optionalText('slug'),
  id: optionalId('id'),
  limit: limitParam(50),
});
export const performerResponseSchema = z.object({
  data: z.object({ performer: performerCardSchema, events: z.array(eventSummarySchema) }),
});
export type PerformerResponse = z.infer<typeof performerResponseSchema>;

export const performerNameQuerySchema = z.object({
  slug: requiredText('slug', 200, 'is required'),
});
export const performerNameResponseSchema = z.object({
  data: namedRefSchema.extend({
    title: z.string(),
    category: namedRefSchema,
    genre: namedRefSchema.nullable(),
    path: z.string(),
  }),
});
export type PerformerNameResponse = z.infer<typeof performerNameResponseSchema>;

// --- GET /event/venue/list, /getVenueList ---

export const eventVenueListQuerySchema = z.object({
  cityId: optionalId('cityId'),
  countryCode: optionalText('countryCode', 3),
  page: pageParam,
  limit: limitParam(20),
});
export const venueListQuerySchema = z.object({
  search: optionalText('search', 100),
  slug: optionalText('slug', 200).describe('Exact venue slug: the venue page looks itself up'),
  page: pageParam,
  limit: limitParam(20),
});
export const venueListResponseSchema = paged(venueCardSchema);
export type VenueListResponse = z.infer<typeof venueListResponseSchema>;

// --- GET /getTrendingPerformer ---

export const trendingPerformerQuerySchema = z.object({
  category: optionalText('category').describe('Category slug or id'),
  limit: limitParam(12, 50),
});
export const performerListResponseSchema = z.object({ data: z.array(performerCardSchema) });
export type PerformerListResponse = z.infer<typeof performerListResponseSchema>;

// --- Sitemap ---

const menuPerformerSchema = z.object({ name: z.string(), slug: z.string(), path: z.string() });
export type MenuPerformer = z.infer<typeof menuPerformerSchema>;

const sitemapGenreSchema = z.object({
  genre: namedRefSchema.nullable().describe('null: the performers of the category without a genre'),
  path: z.string().describe('/sitemap/{category}/{genre}'),
  performers: z.array(menuPerformerSchema),
});
export const sitemapGenreDetailsResponseSchema = z.object({
  data: z.array(
    z.object({ category: namedRefSchema, path: z.string(), genres: z.array(sitemapGenreSchema) }),
  ),
});
export type SitemapGenreDetailsResponse = z.infer<typeof sitemapGenreDetailsResponseSchema>;

export const sitemapPerformerInputSchema = z.object({
  category: requiredText('category', 200, 'is required'),
  genre: requiredText('genre', 200, 'is required'),
});
export const sitemapPerformerDetailsResponseSchema = z.object({
  data: z.object({
    category: namedRefSchema,
    genre: namedRefSchema.nullable(),
    performers: z.array(menuPerformerSchema),
  }),
});
export type SitemapPerformerDetailsResponse = z.infer<typeof sitemapPerformerDetailsResponseSchema>;

// --- GET /matchUpSectionData ---

export const matchUpQuerySchema = z.object({
  eventId: recordId('eventId'),
  limit: limitParam(3, 20),
});
const matchUpSideSchema = z.object({
  performer: performerCardSchema,
  nextEvents: z.array(eventSummarySchema),
});
export const matchUpResponseSchema = z.object({
  data: z.object({
    event: eventSummarySchema,
    home: matchUpSideSchema.nullable(),
    away: matchUpSideSchema.nullable(),
  }),
});
export type MatchUpResponse = z.infer<typeof matchUpResponseSchema>;

// --- getPerformersByCategory and getGenre (menus, carousels, genre page) ---

const flag = (field: string) =>
  z
    .union([z.boolean(), z.string()], { error: `${field} must be 0, 1, true or false` })
    .optional()
    .transform((value, ctx) => {
      if (
        value === undefined ||
        value === '' ||
        value === false ||
        value === '0' ||
        value === 'false'
      )
        return false;
      if (value === true || value === '1' || value === 'true') return true;
      ctx.addIssue({ code: 'custom', message: `${field} must be 0, 1, true or false` });
      return z.NEVER;
    });

export const performersByCategoryQuerySchema = z.object({
  countryCode: optionalText('countryCode', 3),
  slug: optionalText('slug').describe('Category slug (or id); category_name is read when absent'),
  category_name: optionalText('category_name'),
  genre_name: optionalText('genre_name').describe('Genre slug or name'),
  performer_name: optionalText('performer_name').describe('Performer slug to leave out'),
  displayWidth: z.coerce
    .number({ error: 'displayWidth must be a whole number' })
    .int('displayWidth must be a whole number')
    .min(0, 'displayWidth must be at least 0')
    .max(10_000, 'displayWidth must be at most 10000')
    .optional(),
  fromWhere: optionalText('fromWhere', 50),
  otherGenre: flag('otherGenre').describe('1: the other genres of the category instead'),
});
export const getGenreQuerySchema = performersByCategoryQuerySchema.extend({
  isMobile: z
    .enum(['0', '1'], { error: 'isMobile must be 0 or 1' })
    .optional()
    .transform((value) => value === '1'),
});

const performerGroupSchema = z.object({
  genre: namedRefSchema.nullable(),
  path: z.string(),
  performers: z.array(performerCardSchema),
});
export const performersByCategoryResponseSchema = z.object({
  data: z.object({ category: namedRefSchema, groups: z.array(performerGroupSchema) }),
});
export type PerformersByCategoryResponse = z.infer<typeof performersByCategoryResponseSchema>;

const megaMenuCategorySchema = z.object({
  category: namedRefSchema,
  path: z.string(),
  genres: z.array(
    z.object({
      genre: namedRefSchema,
      path: z.string(),
      columns: z
        .array(z.array(menuPerformerSchema))
        .describe('MEGA_MENU_PERFORMER_COLUMNS columns'),
    }),
  ),
});
const hamburgerCategorySchema = z.object({
  category: namedRefSchema,
  path: z.string(),
  genres: z.array(
    z.object({ genre: namedRefSchema, path: z.string(), performers: z.array(menuPerformerSchema) }),
  ),
});
export const getGenreResponseSchema = z.object({
  data: z.object({
    category: namedRefSchema,
    genre: namedRefSchema.nullable(),
    performers: z.array(performerCardSchema),
    megaMenu: z.array(megaMenuCategorySchema).optional().describe('isMobile 0'),
    hamburger: z.array(hamburgerCategorySchema).optional().describe('isMobile 1'),
  }),
});
export type GetGenreResponse = z.infer<typeof getGenreResponseSchema>;
