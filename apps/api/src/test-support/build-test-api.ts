import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@reprise/db/client';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiConfig } from '../app/api-decorators';
import { type ApiOptions, registerApi } from '../app/register-api';
import { testHookRoutes } from './checkout/test-hook-routes';

/** The session secret of API tests: fixed, so a test can sign or check a token itself. */
export const TEST_SESSION_SECRET = 'reprise-test-session-secret-0123456789abcdef';

/** The site API tests pretend to be (plain-http localhost: cookies without Secure). */
export const TEST_PUBLIC_BASE_URL = 'http://localhost:3000';

/** What a test may change of the API's options, and the Fastify logger to capture logs with. */
export type TestApiOptions = Partial<Omit<ApiOptions, 'database'>> & {
  logger?: FastifyServerOptions['logger'];
  /** Adds the test-only checkout calls (what REPRISE_TEST_HOOKS=1 does for the e2e server). */
  testHooks?: boolean;
};

/** Mail options that write to a fresh outbox folder of the suite `name` (read it with mailsTo). */
export function testOutboxMail(name: string) {
  return {
    outboxDir: join(mkdtempSync(join(tmpdir(), `reprise-${name}-`)), 'outbox'),
    from: 'Reprise <no-reply@reprise.local>',
  };
}

/** The API alone on a Fastify instance, for `inject` tests. Mail goes to a fresh outbox folder. */
export async function buildTestApi(
  database: DatabaseHandle,
  options: TestApiOptions = {},
): Promise<FastifyInstance> {
  const { logger = false, testHooks = false, ...overrides } = options;
  const app = Fastify({ logger });
  const apiOptions: ApiOptions = {
    database,
    sessionSecret: TEST_SESSION_SECRET,
    publicBaseUrl: TEST_PUBLIC_BASE_URL,
    mail: testOutboxMail('outbox'),
    ...overrides,
    // A suite sends hundreds of requests a minute from one address; the budgets' own tests set
    // theirs (app/rate-limits*.test.ts).
    rateLimits: {
      globalPerMinute: 1_000_000,
      searchPerMinute: 1_000_000,
      graphqlPerMinute: 1_000_000,
      ...overrides.rateLimits,
    },
  };
  let scope: FastifyInstance | undefined;
  await app.register(
    async (api) => {
      await registerApi(api, apiOptions);
      if (testHooks) {
        await api.register(
          testHookRoutes({ database, cache: api.readCache, now: api.apiConfig.now }),
        );
      }
      scope = api;
    },
    { prefix: '/api' },
  );
  // Tests wait for mail and read the outbox through the API scope's own helpers.
  app.decorate('backgroundWork', scope!.backgroundWork);
  app.decorate('mailer', scope!.mailer);
  app.decorate('apiConfig', scope!.apiConfig);
  app.decorate('alertJobs', scope!.alertJobs);
  await app.ready();
  return app;
}

/** A whole ApiConfig for tests that mount one context's routes on a bare Fastify instance. */
export function testApiConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    cdnBaseUrl: '/api/img',
    sessionSecret: TEST_SESSION_SECRET,
    publicBaseUrl: TEST_PUBLIC_BASE_URL,
    secureCookies: false,
    social: { redirectBaseUrl: TEST_PUBLIC_BASE_URL },
    now: () => new Date(),
    ...overrides,
  };
}
