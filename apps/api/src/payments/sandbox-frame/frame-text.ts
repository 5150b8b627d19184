// The sandbox provider's words (its card frame and its bank's challenge) in the fan's language,
// from a catalogue of its own (messages/*.json, ICU-style like the pages' and the mails'). Like
// Stripe's elements, which take a `locale`, the provider's documents speak the language the
// checkout page asks for. Only the API reads it: the frame's script is sent its language's card
// rule messages alone, in the document.
import { DEFAULT_LANGUAGE, type LanguageTag } from '@reprise/domain/constants';
import { moneyLocale } from '@reprise/domain/language/intl-locale';
import { isLanguageTag } from '@reprise/domain/language/page-language';
import type { CardFieldMessages } from '@reprise/domain/pricing/card-rules';
import { formatMessage, type MessageValues } from '@reprise/domain/text/format-message';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../platform/request-language';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

/** A key of the sandbox documents' catalogue ('card.number'). */
export type FrameKey = keyof typeof en;

const CATALOGUES: Record<LanguageTag, Readonly<Record<FrameKey, string>>> = { de, en, es, fr };

// The card rule answers its English words by rule; the catalogue holds each rule's message.
const RULE_KEYS: Record<keyof CardFieldMessages, FrameKey> = {
  cardNumberRequired: 'rule.cardNumberRequired',
  cardNumberInvalid: 'rule.cardNumberInvalid',
  expiryRequired: 'rule.expiryRequired',
  expiryFormat: 'rule.expiryFormat',
  expiryPast: 'rule.expiryPast',
  cvvRequired: 'rule.cvvRequired',
  cvvInvalidFront: 'rule.cvvInvalidFront',
  cvvInvalidBack: 'rule.cvvInvalidBack',
};

/** The words and money format of the sandbox documents in one language. */
export interface FrameText {
  language: LanguageTag;
  t: (key: FrameKey, values?: MessageValues) => string;
  /** The card rule's messages, for the frame's script. */
  cardRules: CardFieldMessages;
  /** An amount as the bank's challenge writes it ('£38.00'; '38,00 £' in German). */
  amount: (minor: number, currency: string) => string;
}

/** The sandbox documents' words in a language. */
export function frameText(language: LanguageTag): FrameText {
  const messages = CATALOGUES[language];
  return {
    language,
    t: (key, values = {}) => formatMessage(messages[key], values, language),
    cardRules: Object.fromEntries(
      Object.entries(RULE_KEYS).map(([rule, key]) => [rule, messages[key]]),
    ) as Record<keyof CardFieldMessages, string>,
    amount: (minor, currency) =>
      // The challenge has always written English amounts the British way ('US$' for dollars).
      new Intl.NumberFormat(language === 'en' ? 'en-GB' : moneyLocale(language), {
        style: 'currency',
        currency,
      }).format(minor / 100),
  };
}

/**
 * The language a sandbox document is asked for: its `lang` when one of ours, English for any
 * other (never an error); without one, the request's (the language cookie, else Accept-Language).
 */
export function frameLanguage(lang: string | undefined, request: FastifyRequest): LanguageTag {
  if (lang === undefined) return requestLanguage(request);
  return isLanguageTag(lang) ? lang : DEFAULT_LANGUAGE;
}
