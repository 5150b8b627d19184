import {
  eventVenueListQuerySchema,
  venueListQuerySchema,
  venueListResponseSchema,
} from '@reprise/domain/schemas/catalog';
import {
  eventListingsQuerySchema,
  eventListingsResponseSchema,
} from '@reprise/domain/schemas/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getEventListings } from './listing-service';
import type { Context } from './performer-service';
import { getVenueList, getVenuesWithEvents } from './venue-service';

/** Listings and venue lists of spec §7: /event/listings, /event/venue/list, /getVenueList. */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): Context => ({
    db: app.database.db,
    cache: app.readCache,
    cdnBaseUrl: app.apiConfig.cdnBaseUrl,
  });

  app.get(
    '/event/listings',
    {
      schema: {
        tags: ['listings'],
        summary: "An event's listings, cheapest all-in price first, optionally converted (spec §7)",
        querystring: eventListingsQuerySchema,
        response: { 200: eventListingsResponseSchema },
      },
    },
    async (request) => ({ data: await getEventListings(ctx(), request.query) }),
  );

  app.get(
    '/event/venue/list',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Venues with upcoming events, by city or country, paged (spec §7)',
        querystring: eventVenueListQuerySchema,
        response: { 200: venueListResponseSchema },
      },
    },
    async (request) => getVenuesWithEvents(ctx(), request.query),
  );

  app.get(
    '/getVenueList',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All venues, searchable by name, paged (spec §7, venues see-all page)',
        querystring: venueListQuerySchema,
        response: { 200: venueListResponseSchema },
      },
    },
    async (request) => getVenueList(ctx(), request.query),
  );
};
