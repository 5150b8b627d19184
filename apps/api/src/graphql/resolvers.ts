import { CAROUSEL_PAGE_SIZE } from '@reprise/domain/constants';
import type { City } from '@reprise/domain/schemas/geo';
import {
  EVENT_FILTER_TYPES,
  eventFilterInputSchema,
  normalizeEventFilter,
} from '@reprise/domain/schemas/listings';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { filterEventListings } from '../events/public';
import {
  findCity,
  getCitiesByState,
  getCityPage,
  getCountries,
  getCountryNames,
  getStates,
} from '../geo/public';
import { listBuyerEmails } from '../identity/public';
import { listTicketingSystems } from '../listings/public';
import { requireOperator } from '../platform/operator-auth';
import { parseArgs, resolving } from './graphql-errors';

// Reference data changes with deploys or admin edits only.
const REFERENCE_TTL_MS = 5 * 60_000;
const TOKEN_EVENT_LIMIT = 20;
const CITY_LIMIT_DEFAULT = 50;

const tokenArgsSchema = z.object({
  country_code: z.string().max(3, 'country_code must be at most 3 characters').nullish(),
  type: z
    .enum(EVENT_FILTER_TYPES, { error: `type must be one of ${EVENT_FILTER_TYPES.join(', ')}` })
    .nullish(),
  isfutureevents: z.boolean().nullish(),
});

const idArg = (field: string) =>
  z.object({ [field]: z.number().int().positive(`${field} must be positive`) });

const cityInputSchema = z.object({
  input: z
    .object({
      city_name_search: z
        .string()
        .trim()
        .max(100, 'city_name_search must be at most 100 characters')
        .nullish(),
      country_id: z.number().int().positive('country_id must be positive').nullish(),
      state_id: z.number().int().positive('state_id must be positive').nullish(),
      limit: z
        .number()
        .int()
        .min(1, 'limit must be at least 1')
        .max(100, 'limit must be at most 100')
        .nullish(),
      offset: z
        .number()
        .int()
        .min(0, 'offset must be at least 0')
        .max(100_000, 'offset must be at most 100000')
        .nullish(),
    })
    .nullish(),
});

/** The resolvers of the GraphQL queries, reading through the app's database and cache. */
export function buildResolvers(app: FastifyInstance) {
  const db = () => app.database.db;
  const cdn = () => app.apiConfig.cdnBaseUrl;
  // The REST city names its country by code; the GraphQL one gives the code and the name.
  const withCountryNames = async (cities: readonly City[]) => {
    const names = await getCountryNames(db(), app.readCache);
    return cities.map((city) => ({
      ...city,
      country: names.get(city.country) ?? null,
      country_code: city.country,
    }));
  };
  const reference = <T>(key: string, load: () => PromiseLike<T>) =>
    app.readCache.get(key, { ttlMs: REFERENCE_TTL_MS, tags: ['places'] }, load);

  return {
    Query: {
      filterListings: (_: unknown, args: { input?: unknown }) =>
        resolving(() => {
          const input = parseArgs(eventFilterInputSchema, args.input ?? {});
          return filterEventListings(
            db(),
            app.readCache,
            app.apiConfig.cdnBaseUrl,
            normalizeEventFilter(input),
          );
        }),

      tokenEventList: (_: unknown, args: unknown) =>
        resolving(() => {
          const parsed = parseArgs(tokenArgsSchema, args);
          const filter = normalizeEventFilter(
            parseArgs(eventFilterInputSchema, {
              country_code: parsed.country_code,
              type: parsed.type,
              isfutureevents: parsed.isfutureevents,
              limit: Math.max(TOKEN_EVENT_LIMIT, CAROUSEL_PAGE_SIZE),
            }),
          );
          return filterEventListings(db(), app.readCache, app.apiConfig.cdnBaseUrl, filter);
        }),

      allTicketingSystems: () =>
        reference('graphql:ticketing-systems', async () =>
          (await listTicketingSystems(db())).map((s) => ({
            id: s.id,
            ticketing_system_name: s.name,
          })),
        ),

      // The getAllBuyerUsers query: operator only (Authorization: Bearer <OPERATOR_API_KEY>).
      allBuyers: (_: unknown, _args: unknown, context: { reply: FastifyReply }) =>
        resolving(async () => {
          requireOperator(context.reply.request);
          return listBuyerEmails(db());
        }),

      cities: (_: unknown, args: unknown) =>
        resolving(async () => {
          const input = parseArgs(cityInputSchema, args).input ?? {};
          const page = await getCityPage(db(), app.readCache, cdn(), {
            text: input.city_name_search ?? '',
            countryId: input.country_id ?? null,
            stateId: input.state_id ?? null,
            limit: input.limit ?? CITY_LIMIT_DEFAULT,
            offset: input.offset ?? 0,
          });
          return { totalCount: page.totalCount, cities: await withCountryNames(page.cities) };
        }),

      city: (_: unknown, args: unknown) =>
        resolving(async () => {
          const { id } = parseArgs(idArg('id'), args) as { id: number };
          const city = await findCity(db(), cdn(), id);
          return city ? (await withCountryNames([city]))[0] : null;
        }),

      countries: () => getCountries(db(), app.readCache),

      states: (_: unknown, args: unknown) =>
        resolving(async () => {
          const { country_id } = parseArgs(idArg('country_id'), args) as { country_id: number };
          const states = await getStates(db(), app.readCache, country_id);
          return states.map((state) => ({ ...state, country_id }));
        }),

      citiesByState: (_: unknown, args: unknown) =>
        resolving(async () => {
          const { state_id } = parseArgs(idArg('state_id'), args) as { state_id: number };
          return withCountryNames(await getCitiesByState(db(), app.readCache, cdn(), state_id));
        }),
    },
  };
}
