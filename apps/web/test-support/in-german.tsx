import type { ReactNode } from 'react';
import { CatalogueContext } from '../app/lib/i18n/catalogue';
import germanMessages from '../messages/de.json';

/** `node` inside the German catalogue, as the root provides it to a German page. */
export function inGerman(node: ReactNode) {
  return (
    <CatalogueContext.Provider value={{ language: 'de', messages: germanMessages }}>
      {node}
    </CatalogueContext.Provider>
  );
}
