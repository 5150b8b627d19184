import type { MetaDescriptor } from 'react-router';
import type { PageMetaText } from '../../lib/seo/load-meta';
import { baseUrlFromMatches, pageMeta } from '../../lib/seo/page-meta';

/** Title and description of a content page (from getMetaContent, see lib/seo/load-meta). */
export type PageMeta = PageMetaText;

/** What a route module's `meta` function receives that the content pages read. */
interface MetaArgs {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/**
 * Meta tags of a content page: title, description, canonical link and Open Graph (lib/seo);
 * just a title when the loader failed (the 404 page).
 */
export function contentPageMeta(
  meta: PageMeta | undefined,
  args: MetaArgs,
  fallbackTitle: string,
  extra: { image?: string | null; type?: 'website' | 'article' } = {},
): MetaDescriptor[] {
  if (!meta) return [{ title: fallbackTitle }];
  return pageMeta({
    ...meta,
    ...extra,
    path: args.location.pathname,
    baseUrl: baseUrlFromMatches(args.matches),
  });
}
