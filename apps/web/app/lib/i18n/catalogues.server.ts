import { LANGUAGE_OPTIONS, type LanguageTag } from '@reprise/domain/constants';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import fr from '../../../messages/fr.json';
import type { Catalogue } from './catalogue';
import { storeMessages } from './catalogue-store';

const MESSAGES: Record<LanguageTag, Readonly<Record<string, string>>> = { de, en, es, fr };

// Every render on the server finds every language in the store: imported by entry.server.tsx,
// so the server's renders (and `meta` functions) translate without fetching anything.
for (const { tag } of LANGUAGE_OPTIONS) storeMessages(tag, MESSAGES[tag]);

/** The catalogue of a language, for loaders that write text themselves (server only). */
export function catalogueFor(language: LanguageTag): Catalogue {
  return { language, messages: MESSAGES[language] };
}
