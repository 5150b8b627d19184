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
import { currentBuyer } from '../identity/public';
import { requireHoldAdmission } from '../waiting-room/public';
import { acceptJsonText } from './beacon-bodies';
import type { CheckoutContext } from './checkout-context';
import { chargeCurrency } from './checkout-currency';
import { holdChallengeKey, verifyHoldChallenge } from './hold-challenge';
import { deviceIdOf } from './hold-device';
import type { HoldRow, ListingRow } from './hold-queries';
import { createHold, HoldCooldownError, holdOfSession, releaseHolds } from './hold-service';
import { holdView } from './hold-view';

const tags = ['checkout'];

/**
 * Holds: take, read and release (ADR 0010; calls in docs/api.md). `trustedAddresses`
 * (RATE_LIMIT_ALLOW_LIST) skip the anonymous allowance and the cooldown of ADR 0017.
 */
export function holdRoutes(
  ctx: () => CheckoutContext,
  trustedAddresses: ReadonlySet<string>,
): FastifyPluginAsyncZod {
  return async (app) => {
    acceptJsonText(app);
    const challengeKey = holdChallengeKey(app.apiConfig.sessionSecret);

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
        preHandler: requireHoldAdmission,
        // An on-sale's hottest answer: written as built. Its type is the response schema's
        // (holdView returns `Hold`), the tests parse it with that schema, and checking it again
        // here cost about a tenth of the server's time per hold (ADR 0010).
        serializerCompiler: () => (data) => JSON.stringify(data),
        schema: {
          tags,
          summary: 'Holds seats of a listing for this checkout session for 10 minutes (ADR 0010)',
          description:
            "201 with the new hold; 200 with the same hold when this session already holds this listing with this quantity (a reload never extends the clock). A new hold releases the session's (or signed-in buyer's) previous one. 404 LISTING_NOT_FOUND, 409 SEATS_UNAVAILABLE, 400 QUANTITY_NOT_ALLOWED (split rule, field quantity), 409 EVENT_NOT_ON_SALE. Fair holds (ADR 0017): 403 CHALLENGE_REQUIRED past an anonymous client's allowance of active holds for the event (solve GET /holdChallenge and send it as challenge), 403 CHALLENGE_INVALID (wrong, expired or already used solution), 409 HOLD_COOLDOWN with Retry-After when this session, device or buyer let a hold of this listing run out moments ago, 409 HOLD_LIMIT_REACHED past the seats one buyer may hold for an event. Sets the httpOnly reprise_device cookie.",
          body: createHoldBodySchema,
          response: { 200: holdResponseSchema, 201: holdResponseSchema },
        },
      },
      async (request, reply) => {
        const buyer = await currentBuyer(request);
        const challenge = request.body.challenge
          ? await verifyHoldChallenge(challengeKey, request.body.challenge)
          : null;
        const { hold, listing, created } = await createHold(ctx(), {
          listingId: request.body.listingId,
          quantity: request.body.quantity,
          sessionId: request.body.sessionId,
          buyerId: buyer?.id ?? null,
          client: {
            ip: request.ip,
            deviceId: deviceIdOf(request, reply, app.apiConfig.secureCookies),
            trusted: trustedAddresses.has(request.ip),
          },
          challenge,
        }).catch((error: unknown) => {
          if (error instanceof HoldCooldownError) {
            const seconds = Math.ceil((error.retryAt.getTime() - ctx().now().getTime()) / 1_000);
            reply.header('retry-after', String(Math.max(1, seconds)));
          }
          throw error;
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
