import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The search calls of spec §7 (filled in by the catalogue issue). */
export const searchRoutes: FastifyPluginAsyncZod = async () => {};
