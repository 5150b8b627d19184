import type { LanguageTag } from '@reprise/domain/constants';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import fr from '../../../messages/fr.json';
import type { Catalogue } from './catalogue';

const MESSAGES: Record<LanguageTag, Readonly<Record<string, string>>> = { de, en, es, fr };

/** The catalogue of a language, for the root loader to hand to the page (server only). */
export function catalogueFor(language: LanguageTag): Catalogue {
  return { language, messages: MESSAGES[language] };
}
