import { categoryListResponseSchema } from '@reprise/domain/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicReads } from '../platform/read-routes';
import { readContext } from '../platform/service-context';
import { menuReads } from './menu-routes';
import { performerReads } from './performer-routes';
import { getCategories } from './service';
import { venueReads } from './venue-routes';

/** Catalogue reads: categories, genres, performers, venues, menus, sitemap. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = publicReads(app, ['catalog']);
  const ctx = () => readContext(app);
  performerReads(read, ctx);
  menuReads(app, read, ctx);
  venueReads(read, ctx);

  read.getAndPost('/category/list', {
    summary: 'The five categories (the /category/list call)',
    response: categoryListResponseSchema,
    handler: async () => ({ data: await getCategories(app.database.db, app.readCache) }),
  });
};
