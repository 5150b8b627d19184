import { isCategorySlug } from '@reprise/domain/categories';
import { data } from 'react-router';
import type { PageLoadArgs } from '../../lib/page-load';

// Placeholder until the web app issue builds the category page; keeps the dispatcher contract.
export interface CategoryPageData {
  categorySlug: string;
}

/** Data of the category page; throws a 404 response when the path names nothing. */
export async function loadCategoryPage(
  _args: PageLoadArgs,
  categorySlug: string,
): Promise<CategoryPageData> {
  if (!isCategorySlug(categorySlug)) throw data(null, { status: 404 });
  return { categorySlug };
}

/** Title of the category page. */
export function categoryTitle(data: CategoryPageData): string {
  return `${data.categorySlug} | Reprise`;
}

/** The category page. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{data.categorySlug}</h1>
    </main>
  );
}
