import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The content calls of spec §7 (filled in by the catalogue issue). */
export const contentRoutes: FastifyPluginAsyncZod = async () => {};
