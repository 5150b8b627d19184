import type { TestApiOptions } from './build-test-api';
import { type TestApi, useTestApi } from './use-test-api';

const OPERATOR_TEST_KEY = 'operator-key-for-the-api-tests-0123456789abc';

/** The headers of an operator call carrying the key `useOperatorTestApi` sets. */
export const OPERATOR_HEADERS = { authorization: `Bearer ${OPERATOR_TEST_KEY}` };

/** `useTestApi` on a seeded database with the operator API key set (see OPERATOR_HEADERS). */
export function useOperatorTestApi(apiOptions: TestApiOptions = {}): TestApi {
  return useTestApi(undefined, { ...apiOptions, operatorApiKey: OPERATOR_TEST_KEY });
}
