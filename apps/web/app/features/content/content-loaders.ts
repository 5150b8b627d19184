import { splitCountryPrefix } from '@reprise/domain/country';
import { STATIC_PAGES, type StaticPage } from '@reprise/domain/routes';
import type { FaqEntry, PageDetails } from '@reprise/domain/schemas/content';
import { data } from 'react-router';
import type { ApiClient } from '../../lib/api-client';
import { orNotFound } from '../../lib/or-not-found';
import { loadMeta as loadPageMeta } from '../../lib/seo/load-meta';
import { fetchFaqList, fetchPageDetails } from './content-api';
import type { PageMeta } from './meta-content';

/** The first path segment after the country prefix: which page a shared route module serves. */
export function pageSlugOf(request: Request): string {
  const { path } = splitCountryPrefix(new URL(request.url).pathname);
  return path.split('/').filter(Boolean)[0] ?? '';
}

const metaFallback = (page: PageDetails): PageMeta => ({
  title: `${page.title} | Reprise`,
  description: `${page.title} of Reprise, the live-event ticket resale marketplace.`,
});

export interface PageData {
  page: PageDetails;
  meta: PageMeta;
}

/** A page of /getPageDetails with its meta content ('page:<slug>'); 404 when it doesn't exist. */
export async function loadContentPage(api: ApiClient, slug: string): Promise<PageData> {
  const page = await orNotFound(fetchPageDetails(api, slug));
  return { page, meta: await loadPageMeta(api, `page:${slug}`, metaFallback(page)) };
}

/** A static page (return policy, cookies, terms, privacy), chosen by its URL path. */
export async function loadStaticPage(api: ApiClient, request: Request): Promise<PageData> {
  const slug = pageSlugOf(request);
  if (!STATIC_PAGES.includes(slug as StaticPage)) throw data(null, { status: 404 });
  return loadContentPage(api, slug);
}

export type FaqPageData =
  | { kind: 'faq'; faq: FaqEntry[]; meta: PageMeta }
  | { kind: 'press'; faq: FaqEntry[]; meta: PageMeta; page: PageDetails };

export const FAQ_TITLE = 'Frequently Asked Questions';

/** /faq (the general FAQ) or /press (the press page and the same FAQ), told apart by path. */
export async function loadFaqPage(api: ApiClient, request: Request): Promise<FaqPageData> {
  if (pageSlugOf(request) === 'press') {
    const [{ page, meta }, faq] = await Promise.all([
      loadContentPage(api, 'press'),
      fetchFaqList(api),
    ]);
    return { kind: 'press', page, meta, faq };
  }
  const [faq, meta] = await Promise.all([
    fetchFaqList(api),
    loadPageMeta(api, 'faq', {
      title: `${FAQ_TITLE} | Reprise`,
      description: 'Answers about orders, delivery, refunds, cancelled and postponed events.',
    }),
  ]);
  return { kind: 'faq', faq, meta };
}
