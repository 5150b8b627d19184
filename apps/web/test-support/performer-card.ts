import { categoryBySlug } from '@reprise/domain/categories';
import type { PerformerCard } from '@reprise/domain/schemas/catalog';

/**
 * The API's card of a performer without a genre (its page under 'no-genre-found') and without an
 * image, in one of the five categories.
 */
export function genreLessPerformer(
  id: number,
  name: string,
  slug: string,
  categorySlug: string,
): PerformerCard {
  const category = categoryBySlug(categorySlug);
  if (!category) throw new Error(`no category ${categorySlug}`);
  return {
    id,
    name,
    slug,
    category: { id: category.id, name: category.name, slug: category.slug },
    genre: null,
    imageUrl: null,
    altTag: name,
    popularity: 1,
    path: `/${category.slug}/no-genre-found/${slug}`,
  };
}
