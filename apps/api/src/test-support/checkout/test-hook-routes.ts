import {
  expireInBodySchema,
  holdParamsSchema,
  holdResponseSchema,
} from '@reprise/domain/schemas/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../errors/domain-error';
import { eventTag } from '../events/service';
import type { CheckoutContext } from './checkout-context';
import { chargeCurrency } from './checkout-currency';
import { setHoldExpiry } from './hold-queries';
import { holdView } from './hold-view';

/**
 * Test-only calls, registered only when REPRISE_TEST_HOOKS=1 (never in production; the server
 * logs a warning when they are on). Without it the routes do not exist (404).
 */
export function testHookRoutes(ctx: () => CheckoutContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/test-hooks/holds/:holdId/expire-in',
      {
        schema: {
          tags: ['test-hooks'],
          summary: "Test only (REPRISE_TEST_HOOKS=1): sets a hold's expires_at to now + seconds",
          params: holdParamsSchema,
          body: expireInBodySchema,
          response: { 200: holdResponseSchema },
        },
      },
      async (request) => {
        const now = ctx().now();
        const hold = await setHoldExpiry(
          app.database.db,
          request.params.holdId,
          new Date(now.getTime() + request.body.seconds * 1000),
        );
        if (!hold) throw new DomainError('HOLD_NOT_FOUND', 'There is no such hold.', 'holdId');
        ctx().cache.invalidate(eventTag(hold.eventId));
        return {
          data: await holdView(app.database.db, hold, { currency: chargeCurrency(request), now }),
        };
      },
    );
  };
}
