import type { metaContentResponseSchema } from '@reprise/domain/schemas/content';
import type { z } from 'zod';
import { type ApiClient, ApiRequestError } from '../api-client';

type MetaContentResponse = z.infer<typeof metaContentResponseSchema>;

/** Title and description of a page, ready for `pageMeta`. */
export interface PageMetaText {
  title: string;
  description: string;
}

/** Used when the API has no entry for a page key. */
export const DEFAULT_META: PageMetaText = {
  title: 'Reprise | Experience live again',
  description:
    'Tickets for sports, concerts, theatre, festivals and special events. All purchases are 100% guaranteed.',
};

/**
 * Title and description of a page key ('home', 'category:<slug>', 'page:<slug>', 'blog', 'faq',
 * 'sitemap', 'see-all') from /api/getMetaContent. An unknown key (404) or an API failure falls back
 * (to `fallback`, else DEFAULT_META): a missing meta entry must never take a page down.
 */
export async function loadMeta(
  api: ApiClient,
  pageKey: string,
  fallback: PageMetaText = DEFAULT_META,
): Promise<PageMetaText> {
  try {
    const { data } = await api.get<MetaContentResponse>('/api/getMetaContent', { page: pageKey });
    return {
      title: data.meta_title || fallback.title,
      description: data.meta_description || fallback.description,
    };
  } catch (error) {
    if (error instanceof ApiRequestError) return fallback;
    throw error;
  }
}
