import { COOKIE_NAMES, type LanguageTag } from '@reprise/domain/constants';
import { isLanguageTag } from '@reprise/domain/language/page-language';
import { readCookie } from '../cookies/browser-cookies';

// Choosing a language writes the language cookie and revalidates: the root loads again with the
// new catalogue (and the routes their data, formatted anew), without a full page load. Like the
// session's check, the root's `shouldRevalidate` compares the cookie with what the page shows.

let rendered: LanguageTag | null = null;

/** Called as the root renders: the language the page currently shows. */
export function noteRenderedLanguage(language: LanguageTag): void {
  rendered = language;
}

/** For the root's `shouldRevalidate`: whether the visitor chose another language than shown. */
export function languageChanged(): boolean {
  if (rendered === null || typeof document === 'undefined') return false;
  const chosen = readCookie(COOKIE_NAMES.language);
  return isLanguageTag(chosen) && chosen !== rendered;
}
