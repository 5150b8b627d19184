import {
  favouriteIdsResponseSchema,
  favouriteSaveBodySchema,
  favouriteSaveResponseSchema,
  favouritesQuerySchema,
  favouritesResponseSchema,
} from '@reprise/domain/schemas/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveFollow } from '../follows/public';
import { requireBuyer, requireOwnId } from '../identity/public';
import { listFavouriteEventIds } from './favourite-queries';
import { listFavouriteCards, saveFavourite } from './favourite-service';

const tags = ['buyer'];

/** Favourite events and followed performers (/favorities, /favorities/save; the legacy spelling). */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/favorities',
    {
      schema: {
        tags,
        summary: "The buyer's upcoming favourite events as event cards, soonest first",
        description: 'buyerUserId must be the signed-in buyer (others 403).',
        querystring: favouritesQuerySchema,
        response: { 200: favouritesResponseSchema },
      },
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      requireOwnId(buyer, request.query.buyerUserId);
      return {
        data: await listFavouriteCards(
          db(),
          app.readCache,
          app.apiConfig.cdnBaseUrl,
          buyer.id,
          request.query.toCurrencyCode ?? null,
        ),
      };
    },
  );

  app.get(
    '/favorities/ids',
    {
      schema: {
        tags,
        summary: "The ids of the buyer's favourite events (for the hearts on cards)",
        response: { 200: favouriteIdsResponseSchema },
      },
    },
    async (request) => ({
      data: await listFavouriteEventIds(db(), (await requireBuyer(request)).id),
    }),
  );

  app.post(
    '/favorities/save',
    {
      schema: {
        tags,
        summary:
          'Adds (favoriteType true) or removes (false) a favourite event (eventId) or a followed performer (performerId); idempotent',
        description:
          'Exactly one of eventId and performerId (400 VALIDATION_FAILED naming the field otherwise); 404 for an unknown event or performer.',
        body: favouriteSaveBodySchema,
        response: { 200: favouriteSaveResponseSchema },
      },
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      const { buyerUserId, eventId, performerId, favoriteType } = request.body;
      requireOwnId(buyer, buyerUserId);
      if (performerId !== undefined) {
        return { data: await saveFollow(db(), buyer.id, performerId, favoriteType) };
      }
      return {
        data: await saveFavourite(db(), buyer.id, eventId!, favoriteType, app.apiConfig.now()),
      };
    },
  );
};
