import { unsubscribeQuerySchema } from '@reprise/domain/alerts/alert-schemas';
import { PRODUCT_NAME } from '@reprise/domain/constants';
import { followedPerformersResponseSchema } from '@reprise/domain/schemas/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireBuyer } from '../identity/public';
import { listFollowedPerformers, unsubscribeFollow } from './follow-service';

const tags = ['buyer'];
const PRIVATE = 'private, no-store';

// The mail's link is opened in a browser: a small page of its own, so it needs neither the web
// app nor a session, and says plainly what happened.
const UNFOLLOWED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Unfollowed | ${PRODUCT_NAME}</title></head>
<body style="font-family: Helvetica, Arial, sans-serif; color: #111827; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<main><h1>You no longer follow this performer</h1><p>You will get no more new-event mails for them.</p>
<p><a href="/" style="color: #1d4ed8">Back to ${PRODUCT_NAME}</a></p></main></body></html>`;

/** Followed performers: the buyer's list (the Following tab) and the mails' one-click unfollow. */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favorities/performers',
    {
      schema: {
        tags,
        summary: 'The performers the signed-in buyer follows, latest first',
        description:
          'Follow or unfollow with POST /favorities/save (performerId, favoriteType). 401 UNAUTHENTICATED.',
        response: { 200: followedPerformersResponseSchema },
      },
    },
    async (request, reply) => {
      const buyer = await requireBuyer(request);
      reply.header('cache-control', PRIVATE);
      return {
        data: await listFollowedPerformers(app.database.db, app.apiConfig.cdnBaseUrl, buyer.id),
      };
    },
  );

  app.get(
    '/follows/unsubscribe',
    {
      schema: {
        tags,
        summary: "The new-event mail's unsubscribe link: ends the follow, no sign-in (HTML page)",
        description: '400 TOKEN_INVALID for a token this server did not sign.',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      await unsubscribeFollow(app.database.db, request.query.token, app.apiConfig.sessionSecret);
      return reply
        .header('cache-control', PRIVATE)
        .type('text/html; charset=utf-8')
        .send(UNFOLLOWED_PAGE);
    },
  );

  app.post(
    '/follows/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe of List-Unsubscribe-Post (RFC 8058): ends the follow',
        querystring: unsubscribeQuerySchema,
        response: {
          200: z.object({ data: z.object({ followId: z.number(), ended: z.literal(true) }) }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return {
        data: await unsubscribeFollow(
          app.database.db,
          request.query.token,
          app.apiConfig.sessionSecret,
        ),
      };
    },
  );
};
