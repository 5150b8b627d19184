import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The money calls of spec §7 (filled in by the catalogue issue). */
export const moneyRoutes: FastifyPluginAsyncZod = async () => {};
