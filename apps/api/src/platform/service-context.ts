import type { Db } from '@reprise/db/client';
import type { FastifyInstance } from 'fastify';
import type { ReadCache } from '../cache/read-cache';

/** What a read service needs: the database, this copy's read cache and where images are served. */
export interface Context {
  db: Db;
  cache: ReadCache;
  cdnBaseUrl: string;
}

/** The read context of this API copy (its database, read cache and image base). */
export function readContext(app: FastifyInstance): Context {
  return { db: app.database.db, cache: app.readCache, cdnBaseUrl: app.apiConfig.cdnBaseUrl };
}
