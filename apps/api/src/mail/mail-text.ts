// Mails speak the recipient's language from the API's own catalogue (messages/*.json, one per
// language, ICU-style like the web's). Only the API reads it: no mail text reaches the pages.
import { type LanguageTag, PRODUCT_NAME } from '@reprise/domain/constants';
import { dateLocale, moneyLocale } from '@reprise/domain/language/intl-locale';
import { formatMoney } from '@reprise/domain/money/format-money';
import { formatMessage, type MessageValues } from '@reprise/domain/text/format-message';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

/** A key of the mail catalogue ('order.heading'). */
export type MailKey = keyof typeof en;

const CATALOGUES: Record<LanguageTag, Readonly<Record<MailKey, string>>> = { de, en, es, fr };

/** The words and formats of one language's mails. */
export interface MailText {
  language: LanguageTag;
  /** A message with its values; `{product}` is always the product's name. */
  t: (key: MailKey, values?: MessageValues) => string;
  /** An amount in minor units as the language writes money ('38,00 £' in German). */
  money: (minor: number, currency: string, minorUnits: number) => string;
  /** The Intl locale of dates in this language ('en-GB' for English). */
  dateLocale: string;
  /** "Section 104, Row C, Seats 9–10": a seat place in the language, parts that are absent left out. */
  place: (section: string, row: string | null, seats: string | null) => string;
}

/** The mail words and formats of a language. */
export function mailText(language: LanguageTag): MailText {
  const messages = CATALOGUES[language];
  const t = (key: MailKey, values: MessageValues = {}) =>
    formatMessage(messages[key], { product: PRODUCT_NAME, ...values }, language);
  return {
    language,
    t,
    money: (minor, currency, minorUnits) =>
      formatMoney(minor, currency, minorUnits, { locale: moneyLocale(language) }),
    dateLocale: dateLocale(language),
    place: (section, row, seats) =>
      [
        t('place.section', { section }),
        row ? t('place.row', { row }) : null,
        seats ? t('place.seats', { seats }) : null,
      ]
        .filter(Boolean)
        .join(', '),
  };
}
