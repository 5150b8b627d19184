import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../build-server';
import { loadEnv } from '../env';
import { mountReactRouter, type WebRequestHandler } from '../react-router-adapter';

export const TEST_SESSION_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

type PageServerOptions = Omit<ServerOptions, 'env' | 'sessionSecret' | 'logger' | 'mountWeb'> & {
  /** Environment variables on top of LOG_LEVEL=silent. */
  env?: Record<string, string>;
};

/**
 * The whole server, silent, with `page` standing in for the web build's request handler, mounted
 * the way production mounts it (so page caching, render gate and budgets all apply).
 */
export function buildPageServer(
  page: WebRequestHandler,
  { env = {}, ...options }: PageServerOptions,
): Promise<FastifyInstance> {
  return buildServer({
    ...options,
    env: loadEnv({ LOG_LEVEL: 'silent', ...env }),
    sessionSecret: TEST_SESSION_SECRET,
    logger: false,
    mountWeb: (instance, web) =>
      mountReactRouter(instance, {
        getHandler: async () => page,
        mode: 'production',
        api: instance,
        ...web,
      }),
  });
}
