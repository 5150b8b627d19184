import type { FastifyPluginAsync } from 'fastify';
import mercurius from 'mercurius';
import { maskingErrorFormatter } from './graphql-errors';
import { buildResolvers } from './resolvers';
import { installResponseCache } from './response-cache';
import { schema } from './schema';

/** GraphQL at /api/graphql: the queries of spec §7. */
export const graphqlPlugin: FastifyPluginAsync = async (app) => {
  // The API scope compiles zod schemas; mercurius declares plain JSON schemas and checks its own
  // bodies, so this scope skips route-schema validation and serialises with JSON.stringify.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  installResponseCache(app, `${app.prefix}/graphql`);

  await app.register(mercurius, {
    schema,
    resolvers: buildResolvers(app) as never,
    path: '/graphql',
    graphiql: process.env.NODE_ENV !== 'production',
    // Deeply nested queries are refused before they run.
    queryDepth: 8,
    errorFormatter: maskingErrorFormatter(app) as never,
    // Compile hot queries (the carousels post the same few) to plain functions after 10 runs.
    jit: 10,
    // The OpenAPI transform of the API scope reads zod schemas; these routes carry JSON schema,
    // which the document can show as it is.
    additionalRouteOptions: { config: { swaggerTransform: false } },
  });
};
