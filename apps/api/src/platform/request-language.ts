import { COOKIE_NAMES, type LanguageTag } from '@reprise/domain/constants';
import { isLanguageTag, pageLanguage } from '@reprise/domain/language/page-language';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request is read in, as the pages decide it: the language cookie, else
 * Accept-Language, else English. What a new account or an order starts its mails in.
 */
export function requestLanguage(request: FastifyRequest): LanguageTag {
  const header = request.headers['accept-language'];
  return pageLanguage(
    request.cookies[COOKIE_NAMES.language],
    Array.isArray(header) ? header[0] : header,
  );
}

/**
 * The language the visitor chose in the Language dialog (its cookie), or null. Only a choice
 * moves a known buyer's mail language: a browser's Accept-Language says less about the reader.
 */
export function chosenLanguage(request: FastifyRequest): LanguageTag | null {
  const cookie = request.cookies[COOKIE_NAMES.language];
  return isLanguageTag(cookie) ? cookie : null;
}
