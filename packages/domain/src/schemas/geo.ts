import { z } from 'zod';
import { requiredText } from './required-text';
import { coercedWholeNumber, recordId } from './whole-number';

/** A required decimal number from a query string, within [min, max]. */
const decimalParam = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .pipe(
      z.coerce
        .number<string>({ error: `${field} must be a number` })
        .min(min, `${field} must be at least ${min}`)
        .max(max, `${field} must be at most ${max}`),
    );

// PostgreSQL refuses NUL in text, and no name or code contains control characters.
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

const searchText = (field: string) =>
  z
    .string()
    .trim()
    .max(100, `${field} must be at most 100 characters`)
    .regex(NO_CONTROL_CHARACTERS, `${field} must not contain control characters`);

// --- Country validity (response: countryId, 0 = invalid) ---

export const countryCodeInputSchema = z.object({
  countryCode: requiredText('countryCode', 10, 'is required').regex(
    NO_CONTROL_CHARACTERS,
    'countryCode must not contain control characters',
  ),
});
export const countryValidityResponseSchema = z.object({
  countryId: z.number().int().describe('Our country id, or 0 when the code is not valid'),
});

// --- IP location (getLocation: items[0].address.countryCode) ---

export const locationQuerySchema = z.object({
  ip: z
    .string()
    .trim()
    .max(45, 'ip must be at most 45 characters')
    .optional()
    .describe('IP to look up instead of the caller’s (testing)'),
});
export const locationResponseSchema = z.object({
  items: z.array(
    z.object({
      address: z.object({
        countryCode: z.string().describe("Our country code: lowercase, gb → uk, 'noc' if unknown"),
      }),
    }),
  ),
});

// --- Cities (City: id, name, state, country, s3_image_url, alt_tag) ---

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string().nullable(),
  country: z.string().describe('Country code'),
  s3_image_url: z.string().nullable().describe('Public image URL'),
  alt_tag: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type City = z.infer<typeof citySchema>;

export const nearestCityQuerySchema = z.object({
  lat: decimalParam('lat', -90, 90),
  lng: decimalParam('lng', -180, 180),
});
export const nearestCityResponseSchema = z.object({
  data: citySchema.extend({ distance_km: z.number() }),
});

/** The limit that makes getCities answer in the location-list shape (limit 50). */
export const LOCATION_LIST_LIMIT = 50;

export const citiesQuerySchema = z.object({
  city_name_search: searchText('city_name_search').optional(),
  limit: coercedWholeNumber('limit', 1, 100).default(20),
  offset: coercedWholeNumber('offset', 0, 100_000).default(0),
});
export const citiesResponseSchema = z.object({
  data: z.union([
    z.object({ locations: z.array(citySchema) }),
    z.object({ cities: z.array(citySchema), totalCount: z.number().int() }),
  ]),
});

export const cityQuerySchema = z.object({
  id: recordId('id').optional(),
  city_name_search: searchText('city_name_search').optional(),
});
export const cityResponseSchema = z.object({ data: citySchema });

// --- Countries and states (id, name) ---

export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  currency_code: z.string(),
});
export const countriesResponseSchema = z.object({ data: z.array(countrySchema) });

export const statesQuerySchema = z.object({
  country_id: recordId('country_id'),
});
export const stateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
});
export const statesResponseSchema = z.object({ data: z.array(stateSchema) });
