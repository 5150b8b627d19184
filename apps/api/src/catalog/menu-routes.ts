import {
  genreListInputSchema,
  genreListResponseSchema,
  getGenreQuerySchema,
  getGenreResponseSchema,
  performersByCategoryQuerySchema,
  performersByCategoryResponseSchema,
  sitemapGenreDetailsResponseSchema,
  sitemapPerformerDetailsResponseSchema,
  sitemapPerformerInputSchema,
} from '@reprise/domain/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_ONLY_POST } from '../platform/csrf';
import { PUBLIC_CACHE } from '../platform/public-caching';
import { readContext } from '../platform/service-context';
import {
  getGenreList,
  getGenrePage,
  getPerformersByCategory,
  getSitemapGenreDetails,
  getSitemapPerformerDetails,
} from './menu-service';

/** Genre lists, menus and the sitemap. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => readContext(app);

  const genreList = {
    tags: ['catalog'],
    summary: 'Genres of a category, or all (the /genre/list call)',
    response: { 200: genreListResponseSchema },
  };
  // Legacy clients post form data; GET serves caches and browsers.
  app.post(
    '/genre/list',
    { config: READ_ONLY_POST, schema: { ...genreList, body: genreListInputSchema.nullish() } },
    async (request) => ({ data: await getGenreList(ctx(), request.body?.category) }),
  );
  app.get(
    '/genre/list',
    { config: PUBLIC_CACHE, schema: { ...genreList, querystring: genreListInputSchema } },
    async (request) => ({ data: await getGenreList(ctx(), request.query.category) }),
  );

  app.get(
    '/getPerformersByCategory',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['catalog'],
        summary: 'Performers of a category grouped by genre, for menus and carousels',
        querystring: performersByCategoryQuerySchema,
        response: { 200: performersByCategoryResponseSchema },
      },
    },
    async (request) => ({ data: await getPerformersByCategory(ctx(), request.query) }),
  );

  app.get(
    '/getGenre',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['catalog'],
        summary:
          'Genre page data with the mega-menu, or the hamburger menu when isMobile=1 (getGenre)',
        querystring: getGenreQuerySchema,
        response: { 200: getGenreResponseSchema },
      },
    },
    async (request) => ({ data: await getGenrePage(ctx(), request.query) }),
  );

  app.get(
    '/getsitemapgenredetails',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['catalog'],
        summary: 'Categories, genres and performers for /sitemap',
        response: { 200: sitemapGenreDetailsResponseSchema },
      },
    },
    async () => ({ data: await getSitemapGenreDetails(ctx()) }),
  );

  const sitemapPerformers = {
    tags: ['catalog'],
    summary: 'Performers of one category and genre for /sitemap/{category}/{genre}',
    response: { 200: sitemapPerformerDetailsResponseSchema },
  };
  app.post(
    '/getsitemapperformerdetails',
    { config: READ_ONLY_POST, schema: { ...sitemapPerformers, body: sitemapPerformerInputSchema } },
    async (request) => ({ data: await getSitemapPerformerDetails(ctx(), request.body) }),
  );
  app.get(
    '/getsitemapperformerdetails',
    {
      config: PUBLIC_CACHE,
      schema: { ...sitemapPerformers, querystring: sitemapPerformerInputSchema },
    },
    async (request) => ({ data: await getSitemapPerformerDetails(ctx(), request.query) }),
  );
};
