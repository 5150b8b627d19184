import {
  priceHistoryParamsSchema,
  priceHistoryResponseSchema,
} from '@reprise/domain/price-history/price-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getEvent } from '../events/public';
import { PUBLIC_CACHE } from '../platform/public-caching';
import { readContext } from '../platform/service-context';
import { priceHistoryOf } from './price-snapshot-service';

/** An event's price history: what the event page's chart and table show. */
export const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/:eventId/price-history',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['events'],
        summary:
          "The event's lowest all-in price per ticket per zone, one snapshot a day, over the last 30 days",
        description:
          "Prices in minor units of currency (the venue country's). 404 EVENT_NOT_FOUND; 400 naming eventId.",
        params: priceHistoryParamsSchema,
        response: { 200: priceHistoryResponseSchema },
      },
    },
    async (request) => {
      const ctx = readContext(app);
      await getEvent(ctx.db, request.params.eventId);
      return { data: await priceHistoryOf(ctx, request.params.eventId, app.apiConfig.now()) };
    },
  );
};
