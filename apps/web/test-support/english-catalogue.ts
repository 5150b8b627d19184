import { vi } from 'vitest';

// Components read their messages from the catalogue the root provides; a unit test renders them
// without the root, so here the context's default is the English catalogue.
vi.mock('../app/lib/i18n/catalogue', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../app/lib/i18n/catalogue')>();
  const { createContext } = await import('react');
  const { default: messages } = await import('../messages/en.json');
  return {
    ...actual,
    CatalogueContext: createContext<import('../app/lib/i18n/catalogue').Catalogue>({
      language: 'en',
      messages,
    }),
  };
});
