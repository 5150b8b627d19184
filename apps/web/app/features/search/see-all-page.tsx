import { BROWSE_CATEGORIES } from '@reprise/domain/categories';
import { SEARCH_MIN_LENGTH } from '@reprise/domain/constants';
import { categoryPath } from '@reprise/domain/routes';
import type { EventResult } from '@reprise/domain/schemas/search';
import { SEARCH_MAX_LENGTH } from '@reprise/domain/search/limits';
import { Link } from 'react-router';
import type { ApiClient } from '../../lib/api-client';
import { useT } from '../../lib/i18n/catalogue';
import { BannerSearch } from './banner-search';
import { fetchEventSearch } from './search-api';
import { SeeAllResults } from './see-all-results';

const FALLBACK_DESCRIPTION = 'Events, performers, venues and cities matching your search.';

export interface SeeAllPageData {
  countryCode: string | null;
  /** The trimmed search text; '' when the URL had none (or under 2 characters). */
  query: string;
  events: EventResult[];
  totalCount: number;
  description: string;
}

/** Data of /see-all?query=…: the first page of matching events (only for 2+ characters). */
export async function loadSeeAllPage(args: {
  api: ApiClient;
  countryCode: string | null;
  request: Request;
}): Promise<SeeAllPageData> {
  const { api, countryCode, request } = args;
  const raw = new URL(request.url).searchParams.get('query') ?? '';
  const text = raw.trim().slice(0, SEARCH_MAX_LENGTH);
  const query = text.length >= SEARCH_MIN_LENGTH ? text : '';
  const [found, meta] = await Promise.all([
    query ? fetchEventSearch(api, query, 1, countryCode) : null,
    // A missing description must not take the results page down.
    api
      .get<{ data: { meta_description: string } }>('/api/getMetaContent', { page: 'see-all' })
      .catch(() => null),
  ]);
  return {
    countryCode,
    query,
    events: found?.data.events ?? [],
    totalCount: found?.data.totalCount ?? 0,
    description: meta?.data.meta_description || FALLBACK_DESCRIPTION,
  };
}

/** The search results page: a search form, the matching events, and Show More. */
export function SeeAllPage({ data }: { data: SeeAllPageData }) {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">
        {data.query ? t('search.resultsFor', { query: data.query }) : t('search.results')}
      </h1>
      <BannerSearch key={data.query} initialText={data.query} className="mt-6" />
      {data.query ? (
        <SeeAllResults
          key={data.query}
          query={data.query}
          countryCode={data.countryCode}
          initialEvents={data.events}
          totalCount={data.totalCount}
        />
      ) : (
        <section aria-labelledby="browse-heading" className="mt-8">
          <p className="text-slate-700">{t('search.typeAtLeast', { min: SEARCH_MIN_LENGTH })}</p>
          <h2 id="browse-heading" className="mt-6 text-xl font-bold">
            {t('search.browseCategories')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {BROWSE_CATEGORIES.map((category) => (
              <li key={category.id}>
                <Link
                  to={categoryPath(category.slug, data.countryCode)}
                  className="inline-block rounded-full bg-slate-100 px-4 py-2 font-medium text-slate-900 hover:bg-slate-200"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
