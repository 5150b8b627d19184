import { isKnownCountryCode, normalizeCountryCode } from '@reprise/domain/country';
import { decodePathSegment } from '@reprise/domain/routes';
import { data } from 'react-router';
import {
  CategoryPage,
  type CategoryPageData,
  categoryDescription,
  categoryTitle,
  loadCategoryPage,
} from '../features/catalog-pages/category-page';
import {
  GenrePage,
  type GenrePageData,
  genreDescription,
  genreTitle,
  loadGenrePage,
} from '../features/catalog-pages/genre-page';
import { HomePage, type HomePageData, loadHomePage } from '../features/catalog-pages/home-page';
import {
  loadPerformerPage,
  PerformerPage,
  type PerformerPageData,
  performerDescription,
  performerTitle,
} from '../features/catalog-pages/performer-page';
import { apiFromContext } from '../lib/api-client';
import type { Translate } from '../lib/i18n/catalogue';
import { catalogueFromMatches, metaTranslator } from '../lib/i18n/meta-translate';
import type { PageHandle } from '../lib/page-handle';
import type { PageLoadArgs } from '../lib/page-load';
import { baseUrlFromMatches, pageMeta } from '../lib/seo/page-meta';
import type { Route } from './+types/catalog-path';

// Home, category, genre and performer pages, with or without a country prefix (ADR 0004); event
// pages have their own module (routes/event.tsx, ADR 0007).
// Default for the 404 this route also renders: black header, no loader.
export const handle: PageHandle = { header: 'defaultBlack', loader: null };

type Page =
  | { kind: 'home'; data: HomePageData }
  | { kind: 'category'; data: CategoryPageData }
  | { kind: 'genre'; data: GenrePageData }
  | { kind: 'performer'; data: PerformerPageData };

const HANDLES: Record<Page['kind'], PageHandle> = {
  home: { header: 'defaultBlack', loader: 'black' },
  category: { header: 'defaultBlack', loader: 'black' },
  genre: { header: 'defaultBlack', loader: 'black' },
  performer: { header: 'defaultBlack', loader: 'black' },
};

/** Splits a leading country segment off (us and noc count as no prefix). */
function splitCountry(segments: string[]): { countryCode: string | null; rest: string[] } {
  const [first, ...rest] = segments;
  if (first !== undefined && first.length <= 3 && isKnownCountryCode(first)) {
    return { countryCode: normalizeCountryCode(first), rest };
  }
  return { countryCode: null, rest: segments };
}

async function resolvePage(args: PageLoadArgs): Promise<Page> {
  const [a, b, c] = args.segments;
  switch (args.segments.length) {
    case 0:
      return { kind: 'home', data: await loadHomePage(args) };
    case 1:
      return { kind: 'category', data: await loadCategoryPage(args, a!) };
    case 2:
      return { kind: 'genre', data: await loadGenrePage(args, a!, b!) };
    case 3:
      return { kind: 'performer', data: await loadPerformerPage(args, a!, b!, c!) };
    // Event pages (a category, then three segments) have their own route module (routes.ts,
    // ADR 0007); any other four segments are no page of ours.
    default:
      throw data(null, { status: 404 });
  }
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const raw = (params['*'] ?? '').split('/').filter(Boolean).map(decodePathSegment);
  const { countryCode, rest } = splitCountry(raw);
  const page = await resolvePage({
    api: apiFromContext(context),
    countryCode,
    request,
    context,
    segments: rest,
  });
  return { ...page, pageHandle: HANDLES[page.kind] };
}

function titleOf(page: Page, t: Translate, language: string): string {
  switch (page.kind) {
    case 'home':
      return language === 'en' ? page.data.meta.title : t('home.title');
    case 'category':
      return categoryTitle(page.data, t, language);
    case 'genre':
      return genreTitle(page.data, t);
    case 'performer':
      return performerTitle(page.data, t);
  }
}

function descriptionOf(page: Page, t: Translate, language: string): string | undefined {
  switch (page.kind) {
    case 'home':
      return language === 'en' ? page.data.meta.description : t('home.description');
    case 'category':
      return categoryDescription(page.data, t, language) ?? undefined;
    case 'genre':
      return genreDescription(page.data, t);
    case 'performer':
      return performerDescription(page.data, t);
  }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return [{ title: t('meta.pageNotFound') }];
  const page = loaderData as Page;
  const { language } = catalogueFromMatches(matches);
  return pageMeta({
    title: titleOf(page, t, language),
    description: descriptionOf(page, t, language),
    path: location.pathname,
    baseUrl: baseUrlFromMatches(matches),
  });
}

export default function CatalogPath({ loaderData }: Route.ComponentProps) {
  const page = loaderData as Page;
  switch (page.kind) {
    case 'home':
      return <HomePage data={page.data} />;
    case 'category':
      return <CategoryPage data={page.data} />;
    case 'genre':
      return <GenrePage data={page.data} />;
    case 'performer':
      return <PerformerPage data={page.data} />;
  }
}
