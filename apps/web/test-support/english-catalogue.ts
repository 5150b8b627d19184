import { vi } from 'vitest';

// Components read their messages from the catalogue the root provides; a unit test renders them
// without the root, so here the catalogue a component finds without a provider is the English one.
vi.mock('../app/lib/i18n/catalogue', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../app/lib/i18n/catalogue')>();
  const { createContext, useContext } = await import('react');
  const { default: messages } = await import('../messages/en.json');
  const CatalogueContext = createContext<import('../app/lib/i18n/catalogue').Catalogue>({
    language: 'en',
    messages,
  });
  return {
    ...actual,
    CatalogueContext,
    useT: () => actual.translator(useContext(CatalogueContext)),
    useLanguage: () => useContext(CatalogueContext).language,
  };
});
