import type { Db } from '@reprise/db/client';
import { categories } from '@reprise/db/schema/catalog';
import { asc } from 'drizzle-orm';

/** All categories in id order. */
export function listCategories(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.id));
}
