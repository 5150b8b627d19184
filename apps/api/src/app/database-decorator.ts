import type { DatabaseHandle } from '@reprise/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every context's service runs its queries on. */
    database: DatabaseHandle;
  }
}
