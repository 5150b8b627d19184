import type { LanguageTag } from '@reprise/domain/constants';
import { isLanguageTag } from '@reprise/domain/language/page-language';
import type { Catalogue } from './catalogue';

// The messages of the languages this runtime has. On the server every catalogue is there from the
// start (catalogues.server.ts). In the browser the page's data names only its language and the
// URL of that language's catalogue (ADR 0024): the catalogue is fetched once, before hydration
// (entry.client.tsx) or before a newly chosen language renders (the root's clientLoader), and
// kept for the visit. The document itself carries no message it does not show.

const catalogues = new Map<LanguageTag, Catalogue>();
const loading = new Map<string, Promise<void>>();

/** Keeps a language's messages for every later render. */
export function storeMessages(language: LanguageTag, messages: Catalogue['messages']): void {
  catalogues.set(language, { language, messages });
}

/** The catalogue of a language as stored; without it, no messages (keys show, never a crash). */
export function storedCatalogue(language: LanguageTag): Catalogue {
  return catalogues.get(language) ?? { language, messages: {} };
}

/** Fetches a language's catalogue from `url` unless it is stored already; rejects when it fails. */
export function loadCatalogue(language: LanguageTag, url: string): Promise<void> {
  if (catalogues.has(language)) return Promise.resolve();
  let pending = loading.get(url);
  if (!pending) {
    // fetch's defaults (cors, same-origin credentials) match the document's crossorigin preload,
    // so the browser hands this call the response it is already fetching.
    pending = fetch(url)
      .then((response) => {
        if (!response.ok)
          throw new Error(`The ${language} messages did not load (${response.status}).`);
        return response.json() as Promise<Catalogue['messages']>;
      })
      .then((messages) => storeMessages(language, messages))
      .finally(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

// Kept in this module rather than one of its own: the root and the client entry are its only
// users, and a module of its own became a 400-byte script of its own on every first load.
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
