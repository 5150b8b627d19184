import cookie from '@fastify/cookie';
import {
  expireInBodySchema,
  holdParamsSchema,
  holdResponseSchema,
} from '@reprise/domain/schemas/checkout';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { CheckoutContext } from '../../checkout/checkout-context';
import { chargeCurrency } from '../../checkout/checkout-currency';
import { setHoldExpiry } from '../../checkout/hold-queries';
import { holdView } from '../../checkout/hold-view';
import { eventTag } from '../../events/service';
import { DomainError } from '../../platform/errors/domain-error';
import { toApiError } from '../../platform/errors/error-handler';

/** What the test calls touch: the database, the read cache to invalidate and the API's clock. */
export type TestHookDeps = Pick<CheckoutContext, 'database' | 'cache' | 'now'>;

/**
 * Test-only calls. Production never registers them: API tests add them inside the API scope
 * (build-test-api.ts, `testHooks: true`) and the e2e server's test entry mounts them beside the
 * API (mountTestHooks). Without them the routes do not exist (404).
 */
export function testHookRoutes(deps: TestHookDeps): FastifyPluginAsyncZod {
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
        const now = deps.now();
        const hold = await setHoldExpiry(
          deps.database.db,
          request.params.holdId,
          new Date(now.getTime() + request.body.seconds * 1000),
        );
        if (!hold) throw new DomainError('HOLD_NOT_FOUND', 'There is no such hold.', 'holdId');
        deps.cache.invalidate(eventTag(hold.eventId));
        return {
          data: await holdView(deps.database.db, hold, { currency: chargeCurrency(request), now }),
        };
      },
    );
  };
}

/**
 * The test calls under /api on a whole server, outside the API's own scope: they bring the API's
 * validation, error answers and cookie parsing with them (not its /api catch-all, which the API
 * scope already has).
 */
export async function mountTestHooks(server: FastifyInstance, deps: TestHookDeps): Promise<void> {
  server.log.warn('REPRISE_TEST_HOOKS=1: test-only calls are on. Never set it in production.');
  await server.register(
    async (scope) => {
      scope.setValidatorCompiler(validatorCompiler);
      scope.setSerializerCompiler(serializerCompiler);
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const { status, body } = toApiError(error, request);
        return reply.status(status).send(body);
      });
      await scope.register(cookie);
      await scope.register(testHookRoutes(deps));
    },
    { prefix: '/api' },
  );
}
