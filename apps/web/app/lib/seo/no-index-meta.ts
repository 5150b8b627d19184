import type { MetaDescriptor } from 'react-router';
import type { MessageKey } from '../i18n/catalogue';
import { type MatchesLike, metaTranslator } from '../i18n/meta-translate';

/** Robots meta of pages that are nobody's search result (accounts, checkout, the desk). */
export const NO_INDEX = { name: 'robots', content: 'noindex' } as const;

/**
 * The `meta` function of a page kept out of search engines: its title, in the page's language,
 * and NO_INDEX.
 */
export function noIndexMeta(title: MessageKey) {
  return ({ matches }: { matches: MatchesLike }): MetaDescriptor[] => [
    { title: metaTranslator(matches)(title) },
    NO_INDEX,
  ];
}
