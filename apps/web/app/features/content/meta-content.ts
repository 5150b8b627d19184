import type { MetaDescriptor } from 'react-router';
import type { MessageKey } from '../../lib/i18n/catalogue';
import { catalogueFromMatches, metaTranslator } from '../../lib/i18n/meta-translate';
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
 * The catalogue's words for a content page: its title when the loader failed, and, with a
 * description, both in place of the CMS's stored texts outside English. Pages whose title is
 * itself content (a static page, a blog post) give no description and keep the CMS's texts.
 */
export interface CatalogueMeta {
  title: MessageKey;
  description?: MessageKey;
}

/**
 * Meta tags of a content page: title, description, canonical link and Open Graph (lib/seo);
 * just a title when the loader failed (the 404 page).
 */
export function contentPageMeta(
  meta: PageMeta | undefined,
  args: MetaArgs,
  words: CatalogueMeta,
  extra: { image?: string | null; type?: 'website' | 'article' } = {},
): MetaDescriptor[] {
  const t = metaTranslator(args.matches);
  if (!meta) return [{ title: t(words.title) }];
  // The CMS's stored texts are English: other languages take the catalogue's where it has them.
  const english = catalogueFromMatches(args.matches).language === 'en';
  const texts =
    english || !words.description
      ? meta
      : { title: t(words.title), description: t(words.description) };
  return pageMeta({
    ...texts,
    ...extra,
    path: args.location.pathname,
    baseUrl: baseUrlFromMatches(args.matches),
  });
}

/** The `meta` function of a content route whose loader answers the page's `meta` texts. */
export function contentMeta(words: CatalogueMeta) {
  return (args: MetaArgs & { loaderData?: { meta: PageMeta } }): MetaDescriptor[] =>
    contentPageMeta(args.loaderData?.meta, args, words);
}
