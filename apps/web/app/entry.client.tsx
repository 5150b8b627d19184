import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue, preloadedCatalogue } from './lib/i18n/catalogue-store';

// React Router's own entry, except that the page's messages are fetched first: the document
// preloads its language's catalogue (root.tsx), and hydrating without it would render keys where
// the server wrote text. If the catalogue cannot be had, the page stays as the server sent it:
// its links and forms still work, as plain HTML.
async function hydrate() {
  const catalogue = preloadedCatalogue(document);
  if (catalogue) await loadCatalogue(catalogue.language, catalogue.url);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

hydrate().catch((error: unknown) => console.error(error));
