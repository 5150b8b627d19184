import { isCategorySlug } from '@reprise/domain/categories';
import { data } from 'react-router';
import { ApiRequestError } from '../../lib/api-client';
import type { PageLoadArgs } from '../../lib/page-load';

// Placeholder until the web app issue builds the performer page; keeps the dispatcher contract.
export interface PerformerPageData {
  categorySlug: string;
  genreSlug: string;
  performerSlug: string;
}

/** Data of the performer page; throws a 404 response when the path names nothing. */
export async function loadPerformerPage(
  { api }: PageLoadArgs,
  categorySlug: string,
  genreSlug: string,
  performerSlug: string,
): Promise<PerformerPageData> {
  if (!isCategorySlug(categorySlug)) throw data(null, { status: 404 });
  try {
    await api.get('/api/performerName', { slug: performerSlug });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return { categorySlug, genreSlug, performerSlug };
}

/** Title of the performer page. */
export function performerTitle(data: PerformerPageData): string {
  return `${data.performerSlug} | Reprise`;
}

/** The performer page. */
export function PerformerPage({ data }: { data: PerformerPageData }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{data.performerSlug}</h1>
    </main>
  );
}
