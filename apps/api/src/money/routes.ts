import {
  convertQuerySchema,
  convertResponseSchema,
  currencyDataQuerySchema,
  currencyDataResponseSchema,
  currencyListResponseSchema,
} from '@reprise/domain/schemas/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_CACHE } from '../platform/public-caching';
import { convertAmount, getCurrencyData, getCurrencyList } from './service';

const tags = ['money'];

/** The money calls of the API: currency list, a country's default currency, conversion. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/getCurrencyList',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'Display currencies; USD marked active (the /getCurrencyList call)',
        response: { 200: currencyListResponseSchema },
      },
    },
    async () => ({ data: await getCurrencyList(db(), app.readCache) }),
  );

  const currencyData = {
    schema: {
      tags,
      summary:
        'Default currency and symbol for a country, GBP when unknown (the getCurrencyData call)',
      querystring: currencyDataQuerySchema,
      response: { 200: currencyDataResponseSchema },
    },
  };
  app.get('/getCurrencyData', currencyData, async (request) =>
    getCurrencyData(db(), app.readCache, request.query.countryCode),
  );

  app.get(
    '/convert',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags,
        summary: 'Converts an amount in minor units between currencies (rounding check)',
        querystring: convertQuerySchema,
        response: { 200: convertResponseSchema },
      },
    },
    async (request) => {
      const { amount, from, to } = request.query;
      return { data: await convertAmount(db(), app.readCache, amount, from, to) };
    },
  );
};
