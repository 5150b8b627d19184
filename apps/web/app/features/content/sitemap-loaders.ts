import type { LanguageTag } from '@reprise/domain/constants';
import type {
  SitemapGenreDetailsResponse,
  SitemapPerformerDetailsResponse,
} from '@reprise/domain/schemas/catalog';
import type { ApiClient } from '../../lib/api-client';
import type { Translate } from '../../lib/i18n/catalogue';
import { orNotFound } from '../../lib/or-not-found';
import { loadMeta as loadPageMeta } from '../../lib/seo/load-meta';
import { fetchSitemapGenres, fetchSitemapPerformers } from './content-api';
import type { PageMeta } from './meta-content';

const SITEMAP_META: PageMeta = {
  title: 'Sitemap | Reprise',
  description: 'Every category, genre and performer on Reprise.',
};

export interface SitemapData {
  categories: SitemapGenreDetailsResponse['data'];
  meta: PageMeta;
}

/** Categories → genres → performers for /sitemap. */
export async function loadSitemap(api: ApiClient): Promise<SitemapData> {
  const [categories, meta] = await Promise.all([
    fetchSitemapGenres(api),
    loadPageMeta(api, 'sitemap', SITEMAP_META),
  ]);
  return { categories, meta };
}

export interface SitemapGenreData {
  details: SitemapPerformerDetailsResponse['data'];
  /** The sitemap's own meta texts (the CMS's, English). */
  meta: PageMeta;
}

/** Heading of a genre's sitemap: its name, or the category's performers without a genre. */
export function sitemapGroupName(
  category: { name: string },
  genre: { name: string } | null,
  t: Translate,
): string {
  return genre ? genre.name : t('sitemap.other', { category: category.name });
}

/** Every performer of one genre ('no-genre-found': those without one); 404 when unknown. */
export async function loadSitemapGenre(
  api: ApiClient,
  category: string,
  genre: string,
): Promise<SitemapGenreData> {
  const [details, meta] = await Promise.all([
    orNotFound(fetchSitemapPerformers(api, category, genre)),
    loadPageMeta(api, 'sitemap', SITEMAP_META),
  ]);
  return { details, meta };
}

/**
 * Title and description of a genre's sitemap in the page's language: English adds the CMS's
 * sitemap description, the others the catalogue's.
 */
export function sitemapGenreMeta(
  data: SitemapGenreData,
  t: Translate,
  language: LanguageTag,
): PageMeta {
  const name = sitemapGroupName(data.details.category, data.details.genre, t);
  const more = language === 'en' ? data.meta.description : t('meta.sitemap.description');
  return {
    title: t('meta.sitemapGenre.title', { name }),
    description: t('meta.sitemapGenre.description', { name, more }),
  };
}
