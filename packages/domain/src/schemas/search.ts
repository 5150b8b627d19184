import { z } from 'zod';
import { categoryById, categoryBySlug } from '../categories';
import { SEARCH_MIN_LENGTH, SEARCH_RESULT_COUNT, SEARCH_RESULTS_PER_GROUP } from '../constants';
import { isKnownCountryCode } from '../country';
import {
  EVENT_SEARCH_PAGE_SIZE,
  EVENT_SEARCH_PAGE_SIZE_MAX,
  SEARCH_GROUP_LIMIT_MAX,
  SEARCH_MAX_LENGTH,
} from '../search/limits';
import { namedRefSchema } from './catalog';
import { coercedWholeNumber } from './whole-number';

// The field name is part of every message, so a 400 reads on its own in a log or a toast.
const searchText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(SEARCH_MIN_LENGTH, `${field} must have at least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH, `${field} must have at most ${SEARCH_MAX_LENGTH} characters`);

const wholeNumber = (field: string, min: number, max: number, fallback: number) =>
  coercedWholeNumber(field, min, max).default(fallback);

const countryCode = z
  .string()
  .trim()
  .toLowerCase()
  .refine((code) => code === '' || isKnownCountryCode(code), {
    error: 'countryCode must be a known country code such as us, uk, au or nz',
  })
  .optional();

// A category filter may name the category by route slug ('theatre') or by id ('3').
const category = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const found = /^\d+$/.test(value) ? categoryById(Number(value)) : categoryBySlug(value);
    if (!found) {
      ctx.addIssue({
        code: 'custom',
        message:
          'category must be a category slug (sports, concerts, theatre, festivals, special-events) or id 1–5',
      });
      return z.NEVER;
    }
    return found.id;
  })
  .optional();

// Built once: the text is read under whichever name the request used, on every search keystroke.
const globalSearchText = {
  searchTermName: searchText('searchTermName'),
  names: searchText('names'),
};

/** Query of GET /globalSearch: the text as `searchTermName` (or the legacy `names`). */
export const globalSearchQuerySchema = z
  .object({
    searchTermName: z.string().optional(),
    names: z.string().optional(),
    countryCode,
    limit: wholeNumber('limit', 1, SEARCH_GROUP_LIMIT_MAX, SEARCH_RESULTS_PER_GROUP),
    category,
  })
  .transform((query, ctx) => {
    const field =
      query.searchTermName !== undefined || query.names === undefined ? 'searchTermName' : 'names';
    const parsed = globalSearchText[field].safeParse(query.searchTermName ?? query.names);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
      }
      return z.NEVER;
    }
    return {
      text: parsed.data,
      countryCode: query.countryCode,
      limit: query.limit,
      categoryId: query.category,
    };
  });
export type GlobalSearchQuery = z.output<typeof globalSearchQuerySchema>;

/** Query of GET /searchPerformer. */
export const performerSearchQuerySchema = z.object({
  name: searchText('name'),
  countryCode,
  limit: wholeNumber('limit', 1, SEARCH_GROUP_LIMIT_MAX, SEARCH_RESULT_COUNT),
  category,
});
export type PerformerSearchQuery = z.output<typeof performerSearchQuerySchema>;

/** Query of GET /eventfilterSearch (the /see-all page). */
export const eventSearchQuerySchema = z.object({
  query: searchText('query'),
  countryCode,
  page: wholeNumber('page', 1, 10_000, 1),
  limit: wholeNumber('limit', 1, EVENT_SEARCH_PAGE_SIZE_MAX, EVENT_SEARCH_PAGE_SIZE),
  category,
});
export type EventSearchQuery = z.output<typeof eventSearchQuerySchema>;

/** A genre result (id, name, category, category_name, image) with its page path. */
export const genreResultSchema = namedRefSchema.extend({
  category: z.number().int().describe('category id'),
  category_name: z.string(),
  category_slug: z.string(),
  image: z.string().nullable(),
  url: z.string(),
});
export type GenreResult = z.infer<typeof genreResultSchema>;

/** A league result with its page path. */
export const leagueResultSchema = namedRefSchema.extend({
  url: z.string(),
});
export type LeagueResult = z.infer<typeof leagueResultSchema>;

/** A performer result (id, name, category, genre, image_url) with its page path. */
export const performerResultSchema = namedRefSchema.extend({
  category: z.string().describe('category name'),
  category_slug: z.string(),
  genre: z.string().nullable().describe('genre name; null when the performer has none'),
  genre_slug: z.string().nullable(),
  image_url: z.string().nullable(),
  url: z.string().describe("performer page; 'no-genre-found' stands in for a missing genre"),
});
export type PerformerResult = z.infer<typeof performerResultSchema>;

/** An event result (id/event_id, name, date, venue, address, category, genre, timezone). */
export const eventResultSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  name: z.string(),
  date: z.string().describe('ISO 8601 instant'),
  timezone: z.string().describe('IANA zone of the venue; times are shown in it'),
  venue: z.string(),
  venue_slug: z.string(),
  address: z.object({ city: z.string(), state: z.string().nullable(), country: z.string() }),
  category: z.string(),
  genre: z.string().nullable(),
  performer: z.string(),
  url: z.string(),
});
export type EventResult = z.infer<typeof eventResultSchema>;

/** A venue result with its city for display and its page path. */
export const venueResultSchema = namedRefSchema.extend({
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  url: z.string(),
});
export type VenueResult = z.infer<typeof venueResultSchema>;

/** A city result with its page path (/cities/{name}+{id}). */
export const cityResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  url: z.string(),
});
export type CityResult = z.infer<typeof cityResultSchema>;

/** The grouped results of one search (the search box). */
export const searchGroupsSchema = z.object({
  genres: z.array(genreResultSchema),
  leagues: z.array(leagueResultSchema),
  performers: z.array(performerResultSchema),
  events: z.array(eventResultSchema),
  venues: z.array(venueResultSchema),
  cities: z.array(cityResultSchema),
});
export type SearchGroups = z.infer<typeof searchGroupsSchema>;

export const globalSearchResponseSchema = z.object({ data: searchGroupsSchema });
export type GlobalSearchResponse = z.infer<typeof globalSearchResponseSchema>;

export const performerSearchResponseSchema = z.object({ data: z.array(performerResultSchema) });
export type PerformerSearchResponse = z.infer<typeof performerSearchResponseSchema>;

export const eventSearchResponseSchema = z.object({
  data: z.object({
    events: z.array(eventResultSchema),
    totalCount: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
export type EventSearchResponse = z.infer<typeof eventSearchResponseSchema>;
