import {
  updateEventMapBodySchema,
  updateEventMapResponseSchema,
} from '@reprise/domain/schemas/event-map';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../platform/operator-auth';
import { readContext } from '../platform/service-context';
import { updateEventMap } from './event-map-service';

/** The operator's seat map call: POST /updateEventMap (mapData, eventId). */
export const eventMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/updateEventMap',
    {
      // Before the body is read: a server without OPERATOR_API_KEY must look as if the route
      // were absent whatever is posted, and strangers' bodies are never parsed.
      onRequest: async (request, reply) => requireOperator(request, reply),
      schema: {
        tags: ['events'],
        summary:
          "Stores an event's seat map (operator only: Authorization: Bearer <OPERATOR_API_KEY>; 404 when no key is configured)",
        body: updateEventMapBodySchema,
        response: { 200: updateEventMapResponseSchema },
      },
    },
    async (request) => ({
      data: await updateEventMap(readContext(app), request.body),
    }),
  );
};
