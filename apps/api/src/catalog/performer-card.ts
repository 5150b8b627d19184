import { performerPath } from '@reprise/domain/routes';
import type { PerformerCard } from '@reprise/domain/schemas/catalog';
import { genreFromRow } from '../events/public';
import { publicImageUrl } from '../images/public';
import type { PerformerRow } from './performer-queries';

/** The API shape of a performer row, its stored image path rewritten to the CDN. */
export function toPerformerCard(row: PerformerRow, cdnBaseUrl: string): PerformerCard {
  const genre = genreFromRow(row);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category,
    genre,
    imageUrl: publicImageUrl(row.imageUrl, cdnBaseUrl),
    altTag: row.altTag ?? row.name,
    popularity: row.popularity,
    path: performerPath(row.category.slug, genre?.slug, row.slug),
  };
}
