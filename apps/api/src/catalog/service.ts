import type { Db } from '@reprise/db/client';
import type { Category } from '@reprise/domain/schemas/catalog';
import type { ReadCache } from '../cache/read-cache';
import { listCategories } from './queries';

// Categories change only with a deploy.
const CATEGORIES_TTL_MS = 5 * 60_000;

/** The five fixed categories, ids 1 to 5. */
export function getCategories(db: Db, cache: ReadCache): Promise<Category[]> {
  return cache.get('categories', { ttlMs: CATEGORIES_TTL_MS, tags: ['categories'] }, () =>
    listCategories(db),
  );
}
