import { COOKIE_NAMES, type LanguageTag } from '@reprise/domain/constants';
import { pageLanguage } from '@reprise/domain/language/page-language';
import { requestCookie } from '../cookies/request-cookies';

/**
 * The language to render a request in: the language cookie, else Accept-Language, else English.
 * A shared render sees no Accept-Language: the page cache has put the resolved language in the
 * cookie, and keyed the page by it.
 */
export function requestLanguage(request: Pick<Request, 'headers'>): LanguageTag {
  return pageLanguage(
    requestCookie(request, COOKIE_NAMES.language),
    request.headers.get('accept-language'),
  );
}
