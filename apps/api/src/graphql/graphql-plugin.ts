import type { FastifyPluginAsync } from 'fastify';

/** GraphQL at /api/graphql: the queries of spec §7 (filled in by the catalogue issue). */
export const graphqlPlugin: FastifyPluginAsync = async () => {};
