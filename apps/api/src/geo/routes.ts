import {
  citiesQuerySchema,
  citiesResponseSchema,
  cityQuerySchema,
  cityResponseSchema,
  countriesResponseSchema,
  countryCodeInputSchema,
  countryValidityResponseSchema,
  locationQuerySchema,
  locationResponseSchema,
  nearestCityQuerySchema,
  nearestCityResponseSchema,
  statesQuerySchema,
  statesResponseSchema,
} from '@reprise/domain/schemas/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_ONLY_POST } from '../platform/csrf';
import { PUBLIC_CACHE } from '../platform/public-caching';
import {
  countryCodeForIp,
  getCities,
  getCity,
  getCountries,
  getCountryId,
  getNearestCity,
  getStates,
  requireValidIp,
} from './service';

const tags = ['geo'];

/** The geo calls of the API: country validity, IP location, cities, countries and states. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const cdn = () => app.apiConfig.cdnBaseUrl;

  const countryCodeSummary = 'Country id for a code, 0 when invalid (the getCountryCode call)';
  app.get(
    '/getCountryCode',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: countryCodeSummary,
        querystring: countryCodeInputSchema,
        response: { 200: countryValidityResponseSchema },
      },
    },
    async (request) => ({
      countryId: await getCountryId(db(), app.readCache, request.query.countryCode),
    }),
  );
  app.post(
    '/getCountryCode',
    {
      config: READ_ONLY_POST,
      schema: {
        tags,
        summary: countryCodeSummary,
        body: countryCodeInputSchema,
        response: { 200: countryValidityResponseSchema },
      },
    },
    async (request) => ({
      countryId: await getCountryId(db(), app.readCache, request.body.countryCode),
    }),
  );

  app.get(
    '/getLocation',
    {
      schema: {
        tags,
        summary: 'Country of the caller’s IP, or of ?ip= (the getLocation call)',
        querystring: locationQuerySchema,
        response: { 200: locationResponseSchema },
      },
    },
    async (request, reply) => {
      const given = request.query.ip;
      if (given) requireValidIp(given);
      const countryCode = await countryCodeForIp(given || request.ip);
      // The answer depends on who asks: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return { items: [{ address: { countryCode } }] };
    },
  );

  app.get(
    '/nearestCity',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'Our city nearest to a point (reverse lookup for browser geolocation)',
        querystring: nearestCityQuerySchema,
        response: { 200: nearestCityResponseSchema },
      },
    },
    async (request) => ({
      data: await getNearestCity(db(), cdn(), request.query.lat, request.query.lng),
    }),
  );

  app.get(
    '/cities',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary:
          'Cities by name (the getCities call); limit=50 answers the location list { locations }',
        querystring: citiesQuerySchema,
        response: { 200: citiesResponseSchema },
      },
    },
    async (request) => {
      const { city_name_search: text = '', limit, offset } = request.query;
      return { data: await getCities(db(), app.readCache, cdn(), { text, limit, offset }) };
    },
  );

  app.get(
    '/city',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'One city by id or best name match (the getCity call)',
        querystring: cityQuerySchema,
        response: { 200: cityResponseSchema },
      },
    },
    async (request) => ({
      data: await getCity(db(), cdn(), {
        id: request.query.id,
        text: request.query.city_name_search,
      }),
    }),
  );

  app.get(
    '/order/get-states',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'States or regions of a country (the /order/get-states call)',
        querystring: statesQuerySchema,
        response: { 200: statesResponseSchema },
      },
    },
    async (request) => ({
      data: await getStates(db(), app.readCache, request.query.country_id),
    }),
  );

  app.get(
    '/countries',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'Every country (the GraphQL countries query, REST form)',
        response: { 200: countriesResponseSchema },
      },
    },
    async () => ({ data: await getCountries(db(), app.readCache) }),
  );
};
