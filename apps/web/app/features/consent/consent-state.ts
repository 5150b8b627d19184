import { COOKIE_NAMES } from '@reprise/domain/constants';
import { ONE_YEAR_SECONDS, SETTINGS_COOKIE } from '../../lib/cookies/cookie-codec';
import { requestCookies } from '../../lib/cookies/request-cookies';

/** Values of the `user-consent` cookie. */
export const CONSENT_ACCEPTED = 'accepted';
export const CONSENT_DECLINED = 'declined';

/** How long a consent answer is kept. */
export const CONSENT_COOKIE = { ...SETTINGS_COOKIE, maxAgeSeconds: ONE_YEAR_SECONDS };

/** The US country code: US visitors count as having accepted. */
const US = 'us';

/**
 * Whether the cookie banner shows, decided on the server from the request so the first render
 * and hydration agree: not once the visitor answered, and never for US visitors (their
 * `countryCode` cookie, or a /us/… URL).
 */
export function consentBannerVisible(request: Pick<Request, 'headers' | 'url'>): boolean {
  const cookies = requestCookies(request);
  if (cookies[COOKIE_NAMES.userConsent]) return false;
  if (cookies[COOKIE_NAMES.countryCode]?.toLowerCase() === US) return false;
  const first = new URL(request.url).pathname.split('/')[1]?.toLowerCase();
  return first !== US;
}
