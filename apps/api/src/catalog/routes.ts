import { categoryListResponseSchema } from '@reprise/domain/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicReads } from '../platform/read-routes';
import { menuRoutes } from './menu-routes';
import { performerRoutes } from './performer-routes';
import { getCategories } from './service';
import { venueRoutes } from './venue-routes';

/** Catalogue reads: categories, genres, performers, venues, menus, sitemap. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(performerRoutes);
  await app.register(menuRoutes);
  await app.register(venueRoutes);

  publicReads(app, ['catalog']).getAndPost('/category/list', {
    summary: 'The five categories (the /category/list call)',
    response: categoryListResponseSchema,
    handler: async () => ({ data: await getCategories(app.database.db, app.readCache) }),
  });
};
