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
import { publicReads } from '../platform/read-routes';
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

  const read = publicReads(app, tags);

  read.getAndPost('/getCountryCode', {
    summary: 'Country id for a code, 0 when invalid (the getCountryCode call)',
    input: countryCodeInputSchema,
    response: countryValidityResponseSchema,
    handler: async ({ countryCode }) => ({
      countryId: await getCountryId(db(), app.readCache, countryCode),
    }),
  });

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

  read.get('/nearestCity', {
    summary: 'Our city nearest to a point (reverse lookup for browser geolocation)',
    input: nearestCityQuerySchema,
    response: nearestCityResponseSchema,
    handler: async ({ lat, lng }) => ({ data: await getNearestCity(db(), cdn(), lat, lng) }),
  });

  read.get('/cities', {
    summary:
      'Cities by name (the getCities call); limit=50 answers the location list { locations }',
    input: citiesQuerySchema,
    response: citiesResponseSchema,
    handler: async ({ city_name_search: text = '', limit, offset }) => ({
      data: await getCities(db(), app.readCache, cdn(), { text, limit, offset }),
    }),
  });

  read.get('/city', {
    summary: 'One city by id or best name match (the getCity call)',
    input: cityQuerySchema,
    response: cityResponseSchema,
    handler: async ({ id, city_name_search: text }) => ({
      data: await getCity(db(), cdn(), { id, text }),
    }),
  });

  read.get('/order/get-states', {
    summary: 'States or regions of a country (the /order/get-states call)',
    input: statesQuerySchema,
    response: statesResponseSchema,
    handler: async ({ country_id }) => ({
      data: await getStates(db(), app.readCache, country_id),
    }),
  });

  read.get('/countries', {
    summary: 'Every country (the GraphQL countries query, REST form)',
    response: countriesResponseSchema,
    handler: async () => ({ data: await getCountries(db(), app.readCache) }),
  });
};
