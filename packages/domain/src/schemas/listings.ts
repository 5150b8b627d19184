import { z } from 'zod';
import { CAROUSEL_PAGE_SIZE, FIRST_PAGE, LOCATION_RADIUS } from '../constants';

// Messages name the parameter first, so a client can show them as they are.
/** A 3-letter currency code parameter, upper-cased. */
export const currencyCode = (field: string) =>
  z
    .string({ error: `${field} must be a text` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, `${field} must be a 3-letter currency code`);

// --- GraphQL filterListings input ---

/** Values of the filter's `type`: what the carousel or list asks for. */
export const EVENT_FILTER_TYPES = ['explore', 'upcoming', 'hot', 'trending', 'nearby'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(DATE, `${field} must be a date (YYYY-MM-DD)`)
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    }, `${field} must be a real calendar date`);

const text = (field: string, max = 200) =>
  z
    .string({ error: `${field} must be a text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

const wholeNumber = (field: string) =>
  z.number({ error: `${field} must be a whole number` }).int(`${field} must be a whole number`);

/** The filterListings input, validated; absent means "no filter". */
export const eventFilterInputSchema = z
  .object({
    coordinates: z
      .object({
        latitude: z
          .number({ error: 'coordinates.latitude must be a number' })
          .min(-90, 'coordinates.latitude must be between -90 and 90')
          .max(90, 'coordinates.latitude must be between -90 and 90'),
        longitude: z
          .number({ error: 'coordinates.longitude must be a number' })
          .min(-180, 'coordinates.longitude must be between -180 and 180')
          .max(180, 'coordinates.longitude must be between -180 and 180'),
      })
      .nullish(),
    radius: z
      .number({ error: 'radius must be a number of miles' })
      .positive('radius must be more than 0 miles')
      .max(12_500, 'radius must be at most 12500 miles')
      .nullish(),
    days: wholeNumber('days')
      .min(1, 'days must be at least 1')
      .max(3_660, 'days must be at most 3660')
      .nullish(),
    isfutureevents: z.boolean({ error: 'isfutureevents must be true or false' }).nullish(),
    from_date: isoDate('from_date').nullish(),
    to_date: isoDate('to_date').nullish(),
    country_code: text('country_code', 3).toLowerCase().nullish(),
    type: z
      .enum(EVENT_FILTER_TYPES, { error: `type must be one of ${EVENT_FILTER_TYPES.join(', ')}` })
      .nullish(),
    // Accepted and ignored until buyers exist (favourites will use it).
    buyerUserId: z.union([z.number(), z.string()]).nullish(),
    venueSlug: text('venueSlug').nullish(),
    category: text('category').nullish(),
    genre: text('genre').nullish(),
    performer: text('performer').nullish(),
    venue: text('venue').nullish(),
    eventSearch: text('eventSearch').nullish(),
    cities: z
      .array(wholeNumber('cities').positive('cities must hold positive city ids'))
      .max(100, 'cities must hold at most 100 ids')
      .nullish(),
    // Only these events (the search box prices the few events it shows).
    event_ids: z
      .array(wholeNumber('event_ids').positive('event_ids must hold positive event ids'))
      .max(100, 'event_ids must hold at most 100 ids')
      .nullish(),
    limit: wholeNumber('limit')
      .min(1, 'limit must be at least 1')
      .max(100, 'limit must be at most 100')
      .nullish(),
    page: wholeNumber('page')
      .min(1, 'page must be at least 1')
      .max(10_000, 'page must be at most 10000')
      .nullish(),
    cityId: wholeNumber('cityId').positive('cityId must be positive').nullish(),
    pageType: text('pageType', 50).nullish(),
    carosuelFilterByGenre: text('carosuelFilterByGenre').nullish(),
    fromCurrencyCode: currencyCode('fromCurrencyCode').nullish(),
    toCurrencyCode: currencyCode('toCurrencyCode').nullish(),
    // All-in price per ticket of the event's cheapest ticket (its "from" price), in major units of
    // toCurrencyCode (of the default currency, GBP, without one).
    min_price: z
      .number({ error: 'min_price must be a number' })
      .min(0, 'min_price must not be negative')
      .max(1_000_000, 'min_price must be at most 1000000')
      .nullish(),
    max_price: z
      .number({ error: 'max_price must be a number' })
      .min(0, 'max_price must not be negative')
      .max(1_000_000, 'max_price must be at most 1000000')
      .nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.radius != null && input.coordinates == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['radius'],
        message: 'radius needs coordinates (latitude and longitude) to measure from',
      });
    }
    if (input.type === 'nearby' && input.coordinates == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['coordinates'],
        message: "coordinates are required when type is 'nearby'",
      });
    }
    if (input.from_date && input.to_date && input.from_date > input.to_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['to_date'],
        message: 'to_date must not be before from_date',
      });
    }
    if (input.min_price != null && input.max_price != null && input.min_price > input.max_price) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_price'],
        message: 'max_price must not be below min_price',
      });
    }
  });
export type EventFilterInput = z.input<typeof eventFilterInputSchema>;

/** The filter after validation, with defaults applied and empty values dropped. */
export interface NormalizedEventFilter {
  latitude: number | null;
  longitude: number | null;
  radiusMiles: number | null;
  days: number | null;
  futureOnly: boolean;
  fromDate: string | null;
  toDate: string | null;
  countryCode: string | null;
  type: (typeof EVENT_FILTER_TYPES)[number];
  venueSlug: string | null;
  venue: string | null;
  category: string | null;
  genre: string | null;
  performer: string | null;
  eventSearch: string | null;
  cityIds: number[];
  /** Only these events (a buyer's favourites, the search box's events); empty: no such filter. */
  eventIds: number[];
  limit: number;
  page: number;
  fromCurrencyCode: string | null;
  toCurrencyCode: string | null;
  /** Bounds of the "from" price, major units of toCurrencyCode. */
  minPrice: number | null;
  maxPrice: number | null;
}

const blank = (value: string | null | undefined): string | null =>
  value == null || value === '' ? null : value;

/** Defaults and clean-up of a validated filter (so equal filters share one cache key). */
export function normalizeEventFilter(
  input: z.output<typeof eventFilterInputSchema>,
): NormalizedEventFilter {
  const hasPoint = input.coordinates != null;
  // 'us', 'noc' and empty mean "no prefix" in URLs, but us is a real market to filter on.
  const country = blank(input.country_code);
  const countryCode = country === 'noc' ? null : country === 'gb' ? 'uk' : country;
  const cityIds = [...new Set([...(input.cities ?? []), ...(input.cityId ? [input.cityId] : [])])];
  return {
    latitude: hasPoint ? input.coordinates!.latitude : null,
    longitude: hasPoint ? input.coordinates!.longitude : null,
    radiusMiles: hasPoint ? (input.radius ?? LOCATION_RADIUS) : null,
    days: input.days ?? null,
    futureOnly: input.isfutureevents ?? true,
    fromDate: input.from_date ?? null,
    toDate: input.to_date ?? null,
    countryCode,
    type: input.type ?? 'explore',
    venueSlug: blank(input.venueSlug),
    venue: blank(input.venue),
    category: blank(input.category),
    // The carousel's genre narrows like the genre filter; the genre filter wins when both come.
    genre: blank(input.genre) ?? blank(input.carosuelFilterByGenre),
    performer: blank(input.performer),
    eventSearch: blank(input.eventSearch),
    cityIds: cityIds.sort((a, b) => a - b),
    eventIds: [...new Set(input.event_ids ?? [])].sort((a, b) => a - b),
    limit: input.limit ?? CAROUSEL_PAGE_SIZE,
    page: input.page ?? FIRST_PAGE,
    fromCurrencyCode: input.fromCurrencyCode ?? null,
    toCurrencyCode: input.toCurrencyCode ?? null,
    minPrice: input.min_price ?? null,
    maxPrice: input.max_price ?? null,
  };
}

// --- The event card of filterListings (an "Event listing"), also what favourites answer ---

export const listingDetailsSchema = z.object({
  minPrice: z.number().nullable().describe('Cheapest all-in price per ticket, major units'),
  minPriceMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  listingCount: z.number().int(),
  ticketCount: z.number().int(),
});
/** The cheapest-price summary of an event card. */
export type ListingDetails = z.infer<typeof listingDetailsSchema>;

export const eventListingCardSchema = z.object({
  event_id: z.number().int(),
  eventname: z.string(),
  eventdate: z.string().describe('ISO 8601 date-time'),
  venuename: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  countrycode: z.string(),
  timezone: z.string(),
  listingDtls: listingDetailsSchema,
  categoryname: z.string(),
  genrename: z.string().nullable(),
  performername: z.string(),
  categoryid: z.number().int(),
  genreid: z.number().int().nullable(),
  performerimg: z.string().nullable(),
  alt_tag: z.string(),
  fromCurrencyCode: z.string().nullable(),
  toCurrencyCode: z.string().nullable(),
  exploreEventTotal: z.number().int(),
  tomorrow_sale: z.boolean(),
  hot_sale: z.boolean(),
  total_sold_tickets: z.number().int(),
  tevo_list_count: z.number().int(),
  total_seats: z.number().int(),
  totalavailabletkts: z.number().int(),
  url: z.string(),
  title: z.string(),
  img: z.string(),
  badge: z.string().nullable().describe('The one badge by priority, or null'),
});
/** One row of filterListings (an "Event listing"), plus the card badge. */
export type EventListingCard = z.infer<typeof eventListingCardSchema>;
