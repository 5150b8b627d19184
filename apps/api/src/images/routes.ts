import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The images calls of spec §7 (filled in by the catalogue issue). */
export const imagesRoutes: FastifyPluginAsyncZod = async () => {};
