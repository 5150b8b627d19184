import {
  createHoldBodySchema,
  holdParamsSchema,
  holdQuerySchema,
  holdResponseSchema,
  releaseBodySchema,
  releaseResponseSchema,
} from '@reprise/domain/schemas/checkout';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUDGETS, perIp } from '../app/rate-limits';
import { currentBuyer } from '../identity/require-buyer';
import { requireHoldAdmission } from '../waiting-room/admission-guard';
import { acceptJsonText } from './beacon-bodies';
import type { CheckoutContext } from './checkout-context';
import { chargeCurrency } from './checkout-currency';
import type { HoldRow, ListingRow } from './hold-queries';
import { createHold, holdOfSession, releaseHolds } from './hold-service';
import { holdView } from './hold-view';

const tags = ['checkout'];

/** Holds of issue 9: take, read and release (checkout-contract.md). */
export function holdRoutes(ctx: () => CheckoutContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptJsonText(app);

    // The answer of every hold route: the hold quoted in the currency the buyer will be charged.
    const answer = async (
      request: FastifyRequest,
      hold: HoldRow,
      asked: string | undefined,
      listing?: ListingRow,
    ) => {
      const buyer = await currentBuyer(request);
      return {
        data: await holdView(app.database.db, hold, {
          currency: chargeCurrency(request, asked),
          now: ctx().now(),
          buyerId: buyer?.id ?? null,
          cache: app.readCache,
          listing,
        }),
      };
    };

    app.post(
      '/holds',
      {
        config: perIp(BUDGETS.holdPerIp),
        preHandler: requireHoldAdmission,
        // An on-sale's hottest answer: written as built. Its type is the response schema's
        // (holdView returns `Hold`), the tests parse it with that schema, and checking it again
        // here cost about a tenth of the server's time per hold (ADR 0010).
        serializerCompiler: () => (data) => JSON.stringify(data),
        schema: {
          tags,
          summary: 'Holds seats of a listing for this checkout session for 10 minutes (DESIGN §4)',
          description:
            "201 with the new hold; 200 with the same hold when this session already holds this listing with this quantity (a reload never extends the clock). A new hold releases the session's (or signed-in buyer's) previous one. 404 LISTING_NOT_FOUND, 409 SEATS_UNAVAILABLE, 400 QUANTITY_NOT_ALLOWED (split rule, field quantity), 409 EVENT_NOT_ON_SALE.",
          body: createHoldBodySchema,
          response: { 200: holdResponseSchema, 201: holdResponseSchema },
        },
      },
      async (request, reply) => {
        const buyer = await currentBuyer(request);
        const { hold, listing, created } = await createHold(ctx(), {
          listingId: request.body.listingId,
          quantity: request.body.quantity,
          sessionId: request.body.sessionId,
          buyerId: buyer?.id ?? null,
        });
        reply.code(created ? 201 : 200);
        return answer(request, hold, request.body.currency, listing);
      },
    );

    app.get(
      '/holds/:holdId',
      {
        schema: {
          tags,
          summary: "Reads this session's hold, whatever its status",
          description: "404 HOLD_NOT_FOUND when the hold is not this session's.",
          params: holdParamsSchema,
          querystring: holdQuerySchema,
          response: { 200: holdResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const hold = await holdOfSession(ctx(), request.params.holdId, request.query.sessionId);
        return answer(request, hold, request.query.currency);
      },
    );

    app.post(
      '/resetListingStatus',
      {
        schema: {
          tags,
          summary: "Releases this session's holds on the given listings (sendBeacon on leaving)",
          description:
            'ids are listing ids. Only holds of sessionId are released; unknown ids are ignored. Accepts a text/plain JSON body (navigator.sendBeacon).',
          body: releaseBodySchema,
          response: { 200: releaseResponseSchema },
        },
      },
      async (request) => ({
        data: {
          released: await releaseHolds(ctx(), request.body.sessionId, request.body.ids, 'listing'),
        },
      }),
    );

    app.post(
      '/releaseHold',
      {
        schema: {
          tags,
          summary: "Releases this session's holds by hold id",
          description:
            'Only holds of sessionId are released; unknown ids are ignored. Accepts a text/plain JSON body (navigator.sendBeacon).',
          body: releaseBodySchema,
          response: { 200: releaseResponseSchema },
        },
      },
      async (request) => ({
        data: {
          released: await releaseHolds(ctx(), request.body.sessionId, request.body.ids, 'hold'),
        },
      }),
    );
  };
}
