import {
  convertQuerySchema,
  convertResponseSchema,
  currencyDataQuerySchema,
  currencyDataResponseSchema,
  currencyListResponseSchema,
} from '@reprise/domain/schemas/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicReads } from '../platform/read-routes';
import { convertAmount, getCurrencyData, getCurrencyList } from './service';

const tags = ['money'];

/** The money calls of the API: currency list, a country's default currency, conversion. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  const read = publicReads(app, tags);

  read.get('/getCurrencyList', {
    summary: 'Display currencies; USD marked active (the /getCurrencyList call)',
    response: currencyListResponseSchema,
    handler: async () => ({ data: await getCurrencyList(db(), app.readCache) }),
  });

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

  read.get('/convert', {
    summary: 'Converts an amount in minor units between currencies (rounding check)',
    input: convertQuerySchema,
    response: convertResponseSchema,
    handler: async ({ amount, from, to }) => ({
      data: await convertAmount(db(), app.readCache, amount, from, to),
    }),
  });
};
