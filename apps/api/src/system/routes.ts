import { migrationsApplied } from '@reprise/db/migrate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../platform/errors/domain-error';
import type { WarmUp } from './warm-up';

const statusSchema = z.object({ status: z.enum(['ok']) });

/** Liveness and readiness probes for load balancers and orchestrators. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const warmUp: WarmUp | undefined = app.warmUp;
  // A copy that warms up builds its search index at start, not on its first visitor's search.
  if (warmUp) {
    app.addHook('onReady', async () => {
      warmUp.run('search index', () => app.searchIndex.current());
    });
  }

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
        summary: 'Readiness: the database answers, every migration is applied and the copy is warm',
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
      const warming = warmUp?.running ?? [];
      if (warming.length > 0) {
        throw new DomainError('NOT_READY', `This copy is still warming up: ${warming.join(', ')}.`);
      }
      return { status: 'ok' as const };
    },
  );
};
