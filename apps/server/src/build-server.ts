import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { registerApi } from '@reprise/api/app/register-api';
import type { DatabaseHandle } from '@reprise/db/client';
import { HSTS_MAX_AGE } from '@reprise/domain/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerBenchRoutes } from './bench-routes';
import type { Env } from './env';

export interface ServerOptions {
  env: Env;
  database: DatabaseHandle;
  /** Mounts the web app (production build or Vite dev middleware) after the API. */
  mountWeb?: (app: FastifyInstance) => Promise<void>;
  /** Log destination override, for tests. */
  logger?: boolean;
}

/** Composes the whole product on one Fastify instance: security headers, API, web app. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL },
    // Trust the request id a load balancer set, so one id follows a request across hops.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    // Only behind a proxy we run may X-Forwarded-For name the client (IP country, rate limits).
    trustProxy: env.TRUST_PROXY,
    return503OnClosing: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    hsts: { maxAge: HSTS_MAX_AGE, includeSubDomains: true },
    // The web app sets its own nonce-based policy per document; API JSON needs none.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });

  // Pages and API answers are compressed as they stream; quality 4 keeps brotli cheap per request.
  // Built assets are sent from their precompressed .br/.gz twins instead (web-production.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(registerApi, {
    prefix: '/api',
    database: options.database,
    cdnBaseUrl: env.CDN_BASE_URL,
  });
  if (env.BENCH_BARE_ROUTE) registerBenchRoutes(app);
  if (options.mountWeb) await options.mountWeb(app);
  return app;
}
