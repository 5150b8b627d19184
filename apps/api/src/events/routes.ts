import {
  eventParamsSchema,
  eventResponseSchema,
  upcomingEventsQuerySchema,
  upcomingEventsResponseSchema,
} from '@reprise/domain/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_CACHE } from '../platform/public-caching';
import { publicReads } from '../platform/read-routes';
import { eventMapRoutes } from './event-map-routes';
import { eventTag, getEvent, getUpcomingEvents } from './service';

// Status and name changes arrive with feeds; a few seconds of staleness is invisible.
const EVENT_TTL_MS = 15_000;

/** Event reads (upcoming, one event) and the operator's seat map call. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventMapRoutes);

  publicReads(app, ['events']).get('/events/upcoming', {
    summary: 'The next upcoming events, soonest first',
    input: upcomingEventsQuerySchema,
    response: upcomingEventsResponseSchema,
    handler: async ({ limit }) => ({
      data: await getUpcomingEvents(app.database.db, app.readCache, limit),
    }),
  });

  app.get(
    '/events/:eventId',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: eventParamsSchema,
        response: { 200: eventResponseSchema },
      },
    },
    async (request) => {
      const { eventId } = request.params;
      // Event pages and checkout ask for their event on every view: keep it as other reads are.
      const event = await app.readCache.get(
        `event:${eventId}`,
        { ttlMs: EVENT_TTL_MS, tags: ['events', eventTag(eventId)] },
        () => getEvent(app.database.db, eventId),
      );
      return { data: event };
    },
  );
};
