import { categoryBySlug } from '@reprise/domain/categories';
import { categoryPath, genrePath, homePath } from '@reprise/domain/routes';
import type { Genre, PerformerCard } from '@reprise/domain/schemas/catalog';
import { seeAllPerformersPath } from '@reprise/domain/see-all-routes';
import { data, Link } from 'react-router';
import { type Translate, useT } from '../../lib/i18n/catalogue';
import type { PageLoadArgs } from '../../lib/page-load';
import type { Crumb } from '../../ui/breadcrumbs';
import type { EventListingCard } from '../events/event-listing';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { fetchGenre, fetchGenres } from './catalog-api';
import { EventListSection, firstEventPage } from './event-list-section';
import { type ExploreList, exploreList } from './list-filter-input';
import { PageBanner } from './page-banner';
import { PerformerGrid } from './performer-grid';

export interface GenrePageData extends ExploreList {
  countryCode: string | null;
  category: { id: number; name: string; slug: string };
  genre: Genre;
  performers: PerformerCard[];
  events: EventListingCard[];
  crumbs: Crumb[];
}

/** Data of the genre page; throws a 404 response when the path names nothing. */
export async function loadGenrePage(
  { api, countryCode, request }: PageLoadArgs,
  categorySlug: string,
  genreSlug: string,
): Promise<GenrePageData> {
  const category = categoryBySlug(categorySlug);
  if (!category) throw data(null, { status: 404 });
  const genre = (await fetchGenres(api, category.slug)).find((g) => g.slug === genreSlug);
  if (!genre) throw data(null, { status: 404 });
  const { filter, listFilters } = exploreList(request, 'genre', {
    category: category.slug,
    genre: genre.slug,
    country_code: countryCode ?? undefined,
  });
  const [genreData, events] = await Promise.all([
    fetchGenre(api, { slug: category.slug, genre_name: genre.slug, countryCode }),
    firstEventPage(api, filter),
  ]);
  return {
    countryCode,
    category: { id: category.id, name: category.name, slug: category.slug },
    genre,
    performers: genreData.performers,
    filter,
    listFilters,
    events,
    crumbs: [
      { name: 'Home', label: 'crumb.home', path: homePath(countryCode) },
      { name: category.name, path: categoryPath(category.slug, countryCode) },
      { name: genre.name, path: genrePath(category.slug, genre.slug, countryCode) },
    ],
  };
}

/** Title of the genre page. */
export function genreTitle(data: GenrePageData, t: Translate): string {
  return t('meta.genre.title', { genre: data.genre.name, category: data.category.name });
}

/** Meta description of the genre page. */
export function genreDescription(data: GenrePageData, t: Translate): string {
  return t('meta.genre.description', {
    genre: data.genre.name,
    categoryLower: data.category.name.toLowerCase(),
  });
}

/** The genre (or league) page: breadcrumbs, performers, events. */
export function GenrePage({ data }: { data: GenrePageData }) {
  const t = useT();
  const { category, genre, countryCode } = data;
  return (
    <main id="main">
      <PageBanner
        title={t('genre.bannerTitle', { name: genre.name })}
        description={genreDescription(data, t)}
        breadcrumbs={<BreadcrumbTrail crumbs={data.crumbs} />}
      />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <PerformerGrid
          key={`performers-${genre.id}`}
          title={t('genre.performers', { name: genre.name })}
          performers={data.performers}
          countryCode={countryCode}
          action={
            <Link
              to={seeAllPerformersPath(category.slug, genre.slug, countryCode)}
              className="text-sm font-semibold text-brand-700 underline hover:text-brand-600"
            >
              See all<span className="sr-only"> {genre.name} performers</span>
            </Link>
          }
        />
        <EventListSection
          key={`events-${genre.id}`}
          title={t('genre.events', { name: genre.name })}
          events={data.events}
          filter={data.filter}
          listFilters={data.listFilters}
        />
      </div>
    </main>
  );
}
