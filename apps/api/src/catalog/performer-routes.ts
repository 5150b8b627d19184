import {
  matchUpQuerySchema,
  matchUpResponseSchema,
  performerListResponseSchema,
  performerNameQuerySchema,
  performerNameResponseSchema,
  performerQuerySchema,
  performerResponseSchema,
  trendingPerformerQuerySchema,
} from '@reprise/domain/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_CACHE } from '../platform/public-caching';
import { readContext } from '../platform/service-context';
import {
  getMatchUp,
  getPerformer,
  getPerformerName,
  getTrendingPerformers,
} from './performer-service';

/** Performer reads: /performer, /performerName, /getTrendingPerformer, /matchUpSectionData. */
export const performerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => readContext(app);

  app.get(
    '/performer',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['catalog'],
        summary: 'One performer by slug or id, with its upcoming events (the /performer call)',
        querystring: performerQuerySchema,
        response: { 200: performerResponseSchema },
      },
    },
    async (request) => ({ data: await getPerformer(ctx(), request.query) }),
  );

  app.get(
    '/performerName',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['catalog'],
        summary: "A performer's name and title for breadcrumbs (the /performerName call)",
        querystring: performerNameQuerySchema,
        response: { 200: performerNameResponseSchema },
      },
    },
    async (request) => ({ data: await getPerformerName(ctx(), request.query.slug) }),
  );

  app.get(
    '/getTrendingPerformer',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['catalog'],
        summary: 'Most popular performers, optionally of one category',
        querystring: trendingPerformerQuerySchema,
        response: { 200: performerListResponseSchema },
      },
    },
    async (request) => ({ data: await getTrendingPerformers(ctx(), request.query) }),
  );

  app.get(
    '/matchUpSectionData',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['catalog'],
        summary: "An event's home and away sides with their next events",
        querystring: matchUpQuerySchema,
        response: { 200: matchUpResponseSchema },
      },
    },
    async (request) => ({
      data: await getMatchUp(ctx(), request.query.eventId, request.query.limit),
    }),
  );
};
