import {
  categoryListResponseSchema,
  eventParamsSchema,
  eventResponseSchema,
  upcomingEventsQuerySchema,
  upcomingEventsResponseSchema,
} from '@reprise/domain/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installPublicCaching } from '../app/public-caching';
import { listingRoutes } from './listing-routes';
import { menuRoutes } from './menu-routes';
import { performerRoutes } from './performer-routes';
import { getCategories, getEvent, getUpcomingEvents } from './service';

/** Catalogue reads: categories, genres, performers, events, listings, venues, menus, sitemap. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  installPublicCaching(app);
  await app.register(performerRoutes);
  await app.register(menuRoutes);
  await app.register(listingRoutes);

  const categoryList = {
    schema: {
      tags: ['catalog'],
      summary: 'The five categories (spec §7 /category/list)',
      response: { 200: categoryListResponseSchema },
    },
  };
  const listCategoriesHandler = async () => ({
    data: await getCategories(app.database.db, app.readCache),
  });
  // The spec posts form data to /category/list; GET serves caches and browsers.
  app.get('/category/list', categoryList, listCategoriesHandler);
  app.post('/category/list', categoryList, listCategoriesHandler);

  app.get(
    '/events/upcoming',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The next upcoming events, soonest first',
        querystring: upcomingEventsQuerySchema,
        response: { 200: upcomingEventsResponseSchema },
      },
    },
    async (request) => ({
      data: await getUpcomingEvents(app.database.db, app.readCache, request.query.limit),
    }),
  );

  app.get(
    '/events/:eventId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One event',
        params: eventParamsSchema,
        response: { 200: eventResponseSchema },
      },
    },
    async (request) => ({ data: await getEvent(app.database.db, request.params.eventId) }),
  );
};
