import type { LanguageTag } from '../constants';

// English keeps the forms the site always printed: money as in the US ('£1,234.50', not
// 'US$' for dollars) and days as in Britain ('12 March 2027'). The others use their own.

/** The Intl locale money and numbers are written in for a language. */
export function moneyLocale(language: LanguageTag): string {
  return language === 'en' ? 'en-US' : language;
}

/** The Intl locale dates and times are written in for a language. */
export function dateLocale(language: LanguageTag): string {
  return language === 'en' ? 'en-GB' : language;
}
