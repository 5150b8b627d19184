import { categoryBySlug, genreBySlug } from '@reprise/domain/categories';
import { data } from 'react-router';
import type { PageLoadArgs } from '../../lib/page-load';

// Placeholder until the web app issue builds the genre page; keeps the dispatcher contract.
export interface GenrePageData {
  categorySlug: string;
  genreSlug: string;
}

/** Data of the genre page; throws a 404 response when the path names nothing. */
export async function loadGenrePage(
  _args: PageLoadArgs,
  categorySlug: string,
  genreSlug: string,
): Promise<GenrePageData> {
  const category = categoryBySlug(categorySlug);
  if (!category || !genreBySlug(category.id, genreSlug)) throw data(null, { status: 404 });
  return { categorySlug, genreSlug };
}

/** Title of the genre page. */
export function genreTitle(data: GenrePageData): string {
  return `${data.genreSlug} | Reprise`;
}

/** The genre page. */
export function GenrePage({ data }: { data: GenrePageData }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{data.genreSlug}</h1>
    </main>
  );
}
