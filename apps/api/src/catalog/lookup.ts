// Resolves the category and genre parameters of the catalogue routes, which arrive as a slug, an
// id or a display name depending on the caller (legacy calls pass names; our links carry slugs).
import type { Db } from '@reprise/db/client';
import { genreSlug, slugify } from '@reprise/domain/slug';
import type { ReadCache } from '../cache/read-cache';
import { DomainError } from '../platform/errors/domain-error';
import { type GenreRow, listGenres } from './performer-queries';
import { getCategories } from './service';

const GENRES_TTL_MS = 5 * 60_000;

/** A category as routes return it. */
export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

const matches = (value: string, entry: { id: number; name: string; slug: string }) => {
  const text = value.trim().toLowerCase();
  return (
    String(entry.id) === text ||
    entry.slug === text ||
    entry.name.toLowerCase() === text ||
    slugify(entry.name) === slugify(text) ||
    genreSlug(entry.name) === text
  );
};

/** All genres with their category (cached). */
export function getGenres(db: Db, cache: ReadCache): Promise<GenreRow[]> {
  return cache.get('genres:all', { ttlMs: GENRES_TTL_MS, tags: ['genres'] }, () => listGenres(db));
}

/** The category a parameter names (slug, id or name), or NOT_FOUND naming the field. */
export async function resolveCategory(
  db: Db,
  cache: ReadCache,
  value: string,
  field: string,
): Promise<CategoryRef> {
  const category = (await getCategories(db, cache)).find((c) => matches(value, c));
  if (!category) throw new DomainError('NOT_FOUND', `There is no category '${value}'.`, field);
  return category;
}

/** The genre a parameter names, inside a category when one is given, or NOT_FOUND. */
export async function resolveGenre(
  db: Db,
  cache: ReadCache,
  value: string,
  field: string,
  categoryId?: number,
): Promise<GenreRow> {
  const genre = (await getGenres(db, cache)).find(
    (g) => (categoryId === undefined || g.category.id === categoryId) && matches(value, g),
  );
  if (!genre) throw new DomainError('NOT_FOUND', `There is no genre '${value}'.`, field);
  return genre;
}
