import { type Translate, translator } from '../app/lib/i18n/catalogue';
import en from '../messages/en.json';

/** The English catalogue's translate function, for tests of code that takes one. */
export const englishT: Translate = translator({ language: 'en', messages: en });

/** English words and money format, for tests of loaders and models that write text. */
export const englishText = { t: englishT, locale: 'en-US' };
