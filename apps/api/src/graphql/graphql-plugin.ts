import type { FastifyPluginAsync } from 'fastify';
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
