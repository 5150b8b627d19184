import type { LanguageTag } from '@reprise/domain/constants';
import { isLanguageTag } from '@reprise/domain/language/page-language';

// The document names its language's catalogue in one element: a preload, so the browser fetches
// it alongside the page's scripts, which then read language and URL back from it before they
// hydrate (entry.client.tsx). `crossOrigin` makes the preload's request the one fetch() makes.

/** The head's preload of the page's catalogue (JSON, fetched, never run as script). */
export function CataloguePreload({ language, url }: { language: LanguageTag; url: string }) {
  return (
    <link rel="preload" as="fetch" crossOrigin="anonymous" href={url} data-catalogue={language} />
  );
}

/** The catalogue a document preloads: its language and absolute URL, or null when it names none. */
export function preloadedCatalogue(
  page: ParentNode,
): { language: LanguageTag; url: string } | null {
  const link = page.querySelector<HTMLLinkElement>('link[data-catalogue]');
  const language = link?.dataset.catalogue;
  return link && isLanguageTag(language) ? { language, url: link.href } : null;
}
