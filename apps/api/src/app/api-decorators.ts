import type { DatabaseHandle } from '@reprise/db/client';
import type { ReadCache } from '../cache/read-cache';

export interface ApiConfig {
  /** Base that stored image paths are rewritten to (spec §3: performer images on the CDN). */
  cdnBaseUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every context's service runs its queries on. */
    database: DatabaseHandle;
    /** Cached reads of this server copy; writers invalidate by tag. */
    readCache: ReadCache;
    apiConfig: ApiConfig;
  }
}
