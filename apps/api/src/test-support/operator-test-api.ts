import type { FastifyInstance } from 'fastify';
import type { TestApiOptions } from './build-test-api';
import { type TestApi, useTestApi } from './use-test-api';

const OPERATOR_TEST_KEY = 'operator-key-for-the-api-tests-0123456789abc';

/** The headers of an operator call carrying the key `useOperatorTestApi` sets. */
export const OPERATOR_HEADERS = { authorization: `Bearer ${OPERATOR_TEST_KEY}` };

/** `useTestApi` on a seeded database with the operator API key set (see OPERATOR_HEADERS). */
export function useOperatorTestApi(apiOptions: TestApiOptions = {}): TestApi {
  return useTestApi(undefined, { ...apiOptions, operatorApiKey: OPERATOR_TEST_KEY });
}

/** An operator changes an event's status (POST /ops/events/:eventId/status); answers the reply. */
export function changeEventStatus(
  app: FastifyInstance,
  eventId: number,
  payload: object,
  headers: Record<string, string> = OPERATOR_HEADERS,
) {
  return app.inject({
    method: 'POST',
    url: `/api/ops/events/${eventId}/status`,
    headers,
    payload,
  });
}
