import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holdChallengeKey, holdChallengeSchema, issueHoldChallenge } from './hold-challenge';

/** GET /holdChallenge: the proof-of-work challenge the checkout's widget solves (ADR 0017). */
export const holdChallengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = holdChallengeKey(app.apiConfig.sessionSecret);
  app.get(
    '/holdChallenge',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'A signed proof-of-work challenge (ALTCHA) for a hold past the anonymous allowance',
        description:
          'Answered as the ALTCHA widget reads it (no data envelope), never cached. Solve it and send the widget’s payload as `challenge` with POST /holds after a 403 CHALLENGE_REQUIRED or CHALLENGE_INVALID. Valid for 5 minutes, for one hold.',
        response: { 200: holdChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueHoldChallenge(key, app.apiConfig.now());
    },
  );
};
