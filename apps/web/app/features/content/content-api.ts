import type {
  SitemapGenreDetailsResponse,
  SitemapPerformerDetailsResponse,
} from '@reprise/domain/schemas/catalog';
import type { BlogList, BlogPost, FaqEntry, PageDetails } from '@reprise/domain/schemas/content';
import type { ApiClient } from '../../lib/api-client';

// Typed calls of the content pages (docs/api.md "Content" and the sitemap reads of "Catalogue").

export const fetchPageDetails = async (api: ApiClient, page: string) =>
  (await api.get<{ data: PageDetails }>('/api/getPageDetails', { page })).data;

export const fetchFaqList = async (api: ApiClient) =>
  (await api.get<{ data: FaqEntry[] }>('/api/getFaqList')).data;

export const fetchBlogList = async (api: ApiClient, page: number, limit: number) =>
  (await api.post<{ data: BlogList }>('/api/getBlogContent', { page, limit })).data;

export const fetchBlogPost = async (api: ApiClient, blogid: string) =>
  (await api.post<{ data: BlogPost | BlogList }>('/api/getBlogContent', { blogid })).data;

export const fetchSitemapGenres = async (api: ApiClient) =>
  (await api.get<SitemapGenreDetailsResponse>('/api/getsitemapgenredetails')).data;

export const fetchSitemapPerformers = async (api: ApiClient, category: string, genre: string) =>
  (
    await api.post<SitemapPerformerDetailsResponse>('/api/getsitemapperformerdetails', {
      category,
      genre,
    })
  ).data;
