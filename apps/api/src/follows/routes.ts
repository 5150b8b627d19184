import { followedPerformersResponseSchema } from '@reprise/domain/schemas/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireBuyer } from '../identity/public';
import { unsubscribeLinkRoutes } from '../notifications/public';
import { listFollowedPerformers, unsubscribeFollow } from './follow-service';

const tags = ['buyer'];

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
    async (request) => {
      const buyer = await requireBuyer(request);
      return {
        data: await listFollowedPerformers(app.database.db, app.apiConfig.cdnBaseUrl, buyer.id),
      };
    },
  );

  unsubscribeLinkRoutes(app, '/follows/unsubscribe', {
    tags,
    mail: 'new-event mail',
    ends: 'the follow',
    page: {
      title: 'Unfollowed',
      heading: 'You no longer follow this performer',
      text: 'You will get no more new-event mails for them.',
    },
    response: z.object({ followId: z.number(), ended: z.literal(true) }),
    unsubscribe: (token) => unsubscribeFollow(app.database.db, token, app.apiConfig.sessionSecret),
  });
};
