import { categoryListResponseSchema } from '@reprise/domain/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_ONLY_POST } from '../platform/csrf';
import { PUBLIC_CACHE } from '../platform/public-caching';
import { menuRoutes } from './menu-routes';
import { performerRoutes } from './performer-routes';
import { getCategories } from './service';
import { venueRoutes } from './venue-routes';

/** Catalogue reads: categories, genres, performers, venues, menus, sitemap. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(performerRoutes);
  await app.register(menuRoutes);
  await app.register(venueRoutes);

  const categoryList = {
    config: PUBLIC_CACHE,
    schema: {
      tags: ['catalog'],
      summary: 'The five categories (the /category/list call)',
      response: { 200: categoryListResponseSchema },
    },
  };
  const listCategoriesHandler = async () => ({
    data: await getCategories(app.database.db, app.readCache),
  });
  // Legacy clients post form data to /category/list; GET serves caches and browsers.
  app.get('/category/list', categoryList, listCategoriesHandler);
  app.post('/category/list', { ...categoryList, config: READ_ONLY_POST }, listCategoriesHandler);
};
