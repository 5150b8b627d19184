// What a copy answers instead of a render when it refuses one (busy: 503, over the per-address
// page budget: 429) speaks the visitor's language (ADR 0024) from the web's messages: the render
// that would have chosen the language is the very thing refused.
import { COOKIE_NAMES, type LanguageTag } from '@reprise/domain/constants';
import { parseCookies } from '@reprise/domain/cookie-header';
import { pageLanguage } from '@reprise/domain/language/page-language';
import { formatMessage, type MessageValues } from '@reprise/domain/text/format-message';
import type en from '@reprise/web/messages/en.json';
import type { FastifyRequest } from 'fastify';
import { CATALOGUES } from './catalogue-files';

type MessageKey = keyof typeof en;

/** The words of one kind of refusal page. */
interface RefusalWords {
  pageTitle: MessageKey;
  title: MessageKey;
  text: MessageKey;
}

export const REFUSAL_WORDS = {
  busy: { pageTitle: 'busy.pageTitle', title: 'busy.title', text: 'busy.text' },
  tooMany: { pageTitle: 'tooMany.pageTitle', title: 'tooMany.title', text: 'tooMany.text' },
} as const satisfies Record<string, RefusalWords>;

/** The language a refused page would have been rendered in (cookie, else Accept-Language). */
export function visitorLanguage(request: FastifyRequest): LanguageTag {
  return pageLanguage(
    parseCookies(request.headers.cookie)[COOKIE_NAMES.language],
    request.headers['accept-language'],
  );
}

/** A message of the web's catalogue in a language (English where a language lacks it). */
export function refusalText(language: LanguageTag, key: MessageKey, values?: MessageValues) {
  const messages = CATALOGUES[language];
  return formatMessage(messages[key] ?? CATALOGUES.en[key] ?? key, values, language);
}

/** A small HTML page that says why, and loads the page again after `retryAfterSeconds`. */
export function refusalPage(
  words: RefusalWords,
  retryAfterSeconds: number,
  language: LanguageTag,
  values?: MessageValues,
): string {
  const text = (key: MessageKey, more?: MessageValues) =>
    refusalText(language, key, { ...values, ...more });
  const retry = text('busy.retry', { seconds: retryAfterSeconds }).replace(
    /<link>(.*?)<\/link>/,
    '<a href="">$1</a>',
  );
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}"><meta name="robots" content="noindex">
<title>${text(words.pageTitle)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 1rem;color:#0f172a;background:#fff}main{max-width:36rem;margin:auto}h1{font-size:1.75rem}a{color:#4c1d95}</style>
</head><body><main><h1>${text(words.title)}</h1><p>${text(words.text)}</p><p>${retry}</p></main></body></html>`;
}

/** The policy of a refusal page: its inline style and nothing else. */
export const REFUSAL_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
