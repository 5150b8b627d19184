import type { Db } from '@reprise/db/client';
import type { ReadCache } from '../cache/read-cache';

/** What a read service needs: the database, this copy's read cache and where images are served. */
export interface Context {
  db: Db;
  cache: ReadCache;
  cdnBaseUrl: string;
}
