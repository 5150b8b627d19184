import {
  eventSearchQuerySchema,
  eventSearchResponseSchema,
  globalSearchQuerySchema,
  globalSearchResponseSchema,
  performerSearchQuerySchema,
  performerSearchResponseSchema,
} from '@reprise/domain/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_CACHE } from '../platform/public-caching';
import { publicReads } from '../platform/read-routes';
import { globalSearchJson, type SearchContext, searchEvents, searchPerformers } from './service';

/** The search calls of the API: grouped search box results, performers, and the /see-all events. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (): SearchContext => ({ index: app.searchIndex });

  // A listening server builds the index now rather than making its first searcher wait for it
  // (seconds on the bench data set). inject-only test apps never listen, so they build lazily.
  app.addHook('onListen', async () => {
    app.searchIndex.current().catch((error: unknown) => {
      app.log.warn({ err: error }, 'search index warm-up failed; the first search will retry');
    });
  });

  app.get(
    '/globalSearch',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['search'],
        summary:
          'Search box: genres, leagues, performers, events (upcoming, soonest first), venues and cities',
        description:
          'Prefix and typo-tolerant, case- and accent-insensitive. Ranked by exactness (whole name, ' +
          'name start, word starts, typos) then popularity. `names` is accepted for `searchTermName`.',
        querystring: globalSearchQuerySchema,
        response: { 200: globalSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const { json, etag } = await globalSearchJson(context(), request.query);
      // A JSON string is sent as is: the answer is cached already serialized, so the hot path
      // skips the per-request response validation (the schema still documents it, tests pin it);
      // its ETag is kept with it, so public caching need not hash the same bytes again.
      return reply
        .header('etag', etag)
        .type('application/json; charset=utf-8')
        .send(json as never);
    },
  );

  const read = publicReads(app, ['search']);
  read.get('/searchPerformer', {
    summary: 'Performers matching a name, best match first',
    input: performerSearchQuerySchema,
    response: performerSearchResponseSchema,
    handler: async (query) => ({ data: await searchPerformers(context(), query) }),
  });

  read.get('/eventfilterSearch', {
    summary: 'Paged upcoming events matching a text (/see-all): best match first, then soonest',
    input: eventSearchQuerySchema,
    response: eventSearchResponseSchema,
    handler: async (query) => ({ data: await searchEvents(context(), query) }),
  });
};
