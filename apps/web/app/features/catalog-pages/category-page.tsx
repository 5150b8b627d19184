import { categoryBySlug } from '@reprise/domain/categories';
import type { Genre, PerformerCard } from '@reprise/domain/schemas/catalog';
import type { FaqEntry } from '@reprise/domain/schemas/content';
import { seeAllGenresPath, seeAllPerformersPath } from '@reprise/domain/see-all-routes';
import { data, Link } from 'react-router';
import { type Translate, useT } from '../../lib/i18n/catalogue';
import { hidden, richText } from '../../lib/i18n/rich-text';
import type { PageLoadArgs } from '../../lib/page-load';
import { FaqAccordion } from '../content/faq-accordion';
import type { EventListingCard } from '../events/event-listing';
import { fetchFaq, fetchGenres, fetchMetaContent, fetchTrendingPerformers } from './catalog-api';
import { EventListSection, firstEventPage } from './event-list-section';
import { GenreTileGrid } from './genre-tiles';
import { type ExploreList, exploreList } from './list-filter-input';
import { PageBanner } from './page-banner';
import { PerformerGrid } from './performer-grid';

// Enough trending performers for the first rows and two Show More presses.
const TRENDING_PERFORMERS_LIMIT = 16;

export interface CategoryPageData extends ExploreList {
  countryCode: string | null;
  category: { id: number; name: string; slug: string };
  title: string;
  description: string | null;
  genres: Genre[];
  events: EventListingCard[];
  trending: PerformerCard[];
  faq: FaqEntry[];
}

/** Data of the category page; throws a 404 response when the path names nothing. */
export async function loadCategoryPage(
  { api, countryCode, request }: PageLoadArgs,
  categorySlug: string,
): Promise<CategoryPageData> {
  const category = categoryBySlug(categorySlug);
  if (!category) throw data(null, { status: 404 });
  const { filter, listFilters } = exploreList(request, 'category', {
    category: category.slug,
    country_code: countryCode ?? undefined,
  });
  const [meta, genres, events, trending, faq] = await Promise.all([
    fetchMetaContent(api, `category:${category.slug}`),
    fetchGenres(api, category.slug),
    firstEventPage(api, filter),
    fetchTrendingPerformers(api, category.slug, TRENDING_PERFORMERS_LIMIT),
    fetchFaq(api, category.slug),
  ]);
  return {
    countryCode,
    category: { id: category.id, name: category.name, slug: category.slug },
    // The API exposes no banner title or description route; the meta content stands in.
    title: meta?.meta_title ?? `${category.name} Tickets | Reprise`,
    description: meta?.meta_description ?? null,
    genres,
    filter,
    listFilters,
    events,
    trending,
    faq,
  };
}

/** Title of the category page. */
export function categoryTitle(data: CategoryPageData, t: Translate, language: string): string {
  // The stored meta text is English: other languages take the catalogue's.
  return language === 'en' ? data.title : t('meta.category.title', { name: data.category.name });
}

/** Meta description of the category page. */
export function categoryDescription(
  data: CategoryPageData,
  t: Translate,
  language: string,
): string | null {
  return language === 'en'
    ? data.description
    : t('meta.category.description', { name: data.category.name });
}

const seeAllClass = 'text-sm font-semibold text-brand-700 underline hover:text-brand-600';

/** The category page: banner, genres, events, trending performers and the FAQ footer. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const t = useT();
  const { category, countryCode } = data;
  return (
    <main id="main">
      <PageBanner
        title={t('category.bannerTitle', { name: category.name })}
        description={data.description}
      />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {data.genres.length > 0 ? (
          <section aria-labelledby="genres-heading" className="mt-10">
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="genres-heading" className="text-2xl font-bold">
                {t(category.slug === 'sports' ? 'category.leagues' : 'category.genres')}
              </h2>
              <Link to={seeAllGenresPath(category.slug, countryCode)} className={seeAllClass}>
                {richText(t('category.seeAllGenres', { name: category.name }), { hidden })}
              </Link>
            </div>
            <GenreTileGrid genres={data.genres} countryCode={countryCode} />
          </section>
        ) : null}
        <EventListSection
          key={category.slug}
          title={t('category.events', { name: category.name })}
          events={data.events}
          filter={data.filter}
          listFilters={data.listFilters}
        />
        <PerformerGrid
          key={`performers-${category.slug}`}
          title={t('category.trending', { name: category.name })}
          performers={data.trending}
          countryCode={countryCode}
          action={
            category.slug === 'special-events' ? (
              <Link
                to={seeAllPerformersPath(category.slug, null, countryCode)}
                className={seeAllClass}
              >
                {richText(t('category.seeAllPerformers', { name: category.name }), { hidden })}
              </Link>
            ) : undefined
          }
        />
        <FaqAccordion title={`${category.name} FAQ`} entries={data.faq} headingLevel={3} />
      </div>
    </main>
  );
}
