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
import type { z } from 'zod';
import { READ_ONLY_POST } from '../platform/csrf';
import type { PublicReads, ZodApp } from '../platform/read-routes';
import type { Context } from '../platform/service-context';
import {
  getGenreList,
  getGenrePage,
  getPerformersByCategory,
  getSitemapGenreDetails,
  getSitemapPerformerDetails,
} from './menu-service';

/** Genre lists, menus and the sitemap. */
export function menuReads(app: ZodApp, read: PublicReads, ctx: () => Context): void {
  const genreList = {
    summary: 'Genres of a category, or all (the /genre/list call)',
    input: genreListInputSchema,
    response: genreListResponseSchema,
    handler: async (input: z.output<typeof genreListInputSchema> | null | undefined) => ({
      data: await getGenreList(ctx(), input?.category),
    }),
  };
  read.get('/genre/list', genreList);
  // Its legacy POST may come without a body (all genres), which the shared form does not take.
  app.post(
    '/genre/list',
    {
      config: READ_ONLY_POST,
      schema: {
        tags: ['catalog'],
        summary: genreList.summary,
        body: genreListInputSchema.nullish(),
        response: { 200: genreListResponseSchema },
      },
    },
    (request) => genreList.handler(request.body),
  );

  read.get('/getPerformersByCategory', {
    summary: 'Performers of a category grouped by genre, for menus and carousels',
    input: performersByCategoryQuerySchema,
    response: performersByCategoryResponseSchema,
    handler: async (query) => ({ data: await getPerformersByCategory(ctx(), query) }),
  });

  read.get('/getGenre', {
    summary: 'Genre page data with the mega-menu, or the hamburger menu when isMobile=1 (getGenre)',
    input: getGenreQuerySchema,
    response: getGenreResponseSchema,
    handler: async (query) => ({ data: await getGenrePage(ctx(), query) }),
  });

  read.get('/getsitemapgenredetails', {
    summary: 'Categories, genres and performers for /sitemap',
    response: sitemapGenreDetailsResponseSchema,
    handler: async () => ({ data: await getSitemapGenreDetails(ctx()) }),
  });

  read.getAndPost('/getsitemapperformerdetails', {
    summary: 'Performers of one category and genre for /sitemap/{category}/{genre}',
    input: sitemapPerformerInputSchema,
    response: sitemapPerformerDetailsResponseSchema,
    handler: async (input) => ({ data: await getSitemapPerformerDetails(ctx(), input) }),
  });
}
