import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The geo calls of spec §7 (filled in by the catalogue issue). */
export const geoRoutes: FastifyPluginAsyncZod = async () => {};
