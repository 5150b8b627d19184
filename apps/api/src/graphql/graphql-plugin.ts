import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildSchema } from 'graphql';
import mercurius from 'mercurius';
import { READ_ONLY_POST } from '../platform/csrf';
import { maskingErrorFormatter, requestErrorHandler } from './graphql-errors';
import { installGraphqlRequestGuard } from './request-guard';
import { buildResolvers } from './resolvers';
import { installResponseCache } from './response-cache';
import { schema } from './schema';

/** GraphQL at /api/graphql: listings, places and reference data. */
export const graphqlPlugin: FastifyPluginAsync = async (app) => {
  // The API scope compiles zod schemas; mercurius declares plain JSON schemas and checks its own
  // bodies, so this scope skips route-schema validation and serialises with JSON.stringify.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const path = `${app.prefix}/graphql`;
  // Built here from the same SDL: mercurius's schema comes from its own (CommonJS) copy of
  // graphql, whose types this module's copy cannot inspect.
  const costSchema = buildSchema(schema);
  installGraphqlRequestGuard(app, path, costSchema);
  installResponseCache(app, path);
  withoutMercuriusCsrfHook(app, path);

  await app.register(mercurius, {
    schema,
    resolvers: buildResolvers(app) as never,
    path: '/graphql',
    graphiql: process.env.NODE_ENV !== 'production',
    // Deeply nested queries are refused before they run (request-guard.ts measures more).
    queryDepth: 8,
    errorFormatter: maskingErrorFormatter(app) as never,
    errorHandler: requestErrorHandler(app) as never,
    // Parsed documents kept by query text: at most 100 × 50,000 characters (request-guard.ts).
    cache: 100,
    // Compile hot queries (the carousels post the same few) to plain functions after 10 runs.
    jit: 10,
    // The OpenAPI transform of the API scope reads zod schemas; these routes carry JSON schema,
    // which the document can show as it is.
    // The schema has queries only (no mutations), so a POST here never changes anything.
    additionalRouteOptions: { config: { swaggerTransform: false, ...READ_ONLY_POST } },
  });
};

// Mercurius gives its routes an async onRequest hook that runs its own CSRF prevention, an option
// left off here: the API's CSRF rule (platform/csrf.ts) covers state-changing routes, and these
// only read. Off, the hook does nothing but cost a promise on every GraphQL request, so it is left
// out; a hook of ours on the same route is kept. Turning the option on needs this removed.
function withoutMercuriusCsrfHook(app: FastifyInstance, path: string): void {
  const isMercuriusHook = (hook: unknown) =>
    typeof hook === 'function' &&
    hook.name === 'onRequest' &&
    hook.constructor.name === 'AsyncFunction';
  app.addHook('onRoute', (route) => {
    if (route.url !== path || route.onRequest === undefined) return;
    const hooks = (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]).filter(
      (hook) => !isMercuriusHook(hook),
    );
    route.onRequest = hooks.length > 0 ? hooks : undefined;
  });
}
