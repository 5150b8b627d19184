import { DEFAULT_LANGUAGE, type LanguageTag } from '@reprise/domain/constants';
import { formatMessage, type MessageValues } from '@reprise/domain/text/format-message';
import { createContext, useContext } from 'react';

// Type only: the English file names every key, and no message text reaches the JavaScript. The
// page's language comes with the root loader's data, its messages from the catalogue store
// (catalogue-store.tsx, ADR 0024).
/** A key of the message catalogue ('header.signIn'). */
export type MessageKey = keyof typeof import('../../../messages/en.json');

/** The language a page is written in and its messages, by key. */
export interface Catalogue {
  language: LanguageTag;
  messages: Readonly<Record<string, string>>;
}

/** Turns a key (and its values) into text in the page's language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The page's catalogue, provided by the root for the language of its loader data. */
export const CatalogueContext = createContext<Catalogue>({
  language: DEFAULT_LANGUAGE,
  messages: {},
});

/** A translate function over a catalogue (a missing message shows its key, never a crash). */
export function translator(catalogue: Catalogue): Translate {
  return (key, values) => formatMessage(catalogue.messages[key] ?? key, values, catalogue.language);
}

/** The page's translate function. */
export function useT(): Translate {
  return translator(useContext(CatalogueContext));
}

/** The language the page is written in ('de'). */
export function useLanguage(): LanguageTag {
  return useContext(CatalogueContext).language;
}
