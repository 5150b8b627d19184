import { migrationsApplied } from '@reprise/db/migrate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../platform/errors/domain-error';

const statusSchema = z.object({ status: z.enum(['ok']) });

/** Liveness and readiness probes for load balancers and orchestrators. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness', response: { 200: statusSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and every migration is applied',
        response: { 200: statusSchema },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch {
        throw new DomainError('NOT_READY', 'The database is not reachable.');
      }
      if (!(await migrationsApplied(app.database))) {
        throw new DomainError('NOT_READY', 'Database migrations are not applied yet.');
      }
      return { status: 'ok' as const };
    },
  );
};
