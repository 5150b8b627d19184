import {
  eventVenueListQuerySchema,
  venueListQuerySchema,
  venueListResponseSchema,
} from '@reprise/domain/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_CACHE } from '../platform/public-caching';
import { readContext } from '../platform/service-context';
import { getVenueList, getVenuesWithEvents } from './venue-service';

/** Venue lists: /event/venue/list and /getVenueList. */
export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => readContext(app);

  app.get(
    '/event/venue/list',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['catalog'],
        summary: 'Venues with upcoming events, by city or country, paged',
        querystring: eventVenueListQuerySchema,
        response: { 200: venueListResponseSchema },
      },
    },
    async (request) => getVenuesWithEvents(ctx(), request.query),
  );

  app.get(
    '/getVenueList',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['catalog'],
        summary: 'All venues, searchable by name, paged (the venues see-all page)',
        querystring: venueListQuerySchema,
        response: { 200: venueListResponseSchema },
      },
    },
    async (request) => getVenueList(ctx(), request.query),
  );
};
