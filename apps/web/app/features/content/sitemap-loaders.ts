import type {
  SitemapGenreDetailsResponse,
  SitemapPerformerDetailsResponse,
} from '@reprise/domain/schemas/catalog';
import type { ApiClient } from '../../lib/api-client';
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
  meta: PageMeta;
}

/** Heading of a genre's sitemap: its name, or the category's performers without a genre. */
export function sitemapGroupName(
  category: { name: string },
  genre: { name: string } | null,
): string {
  return genre ? genre.name : `Other ${category.name}`;
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
  const name = sitemapGroupName(details.category, details.genre);
  return {
    details,
    meta: {
      title: `${name} Sitemap | Reprise`,
      description: `Every ${name} performer on Reprise. ${meta.description}`,
    },
  };
}
