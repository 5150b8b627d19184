import { type CookieOptions, parseCookies, SETTINGS_COOKIE, serializeCookie } from './cookie-codec';

// Browser only: call from effects and event handlers, never during render (hydration).

/** A cookie's value in this browser, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookies(document.cookie)[name] ?? null;
}

/** Sets a cookie; defaults to a site-wide, one-year, SameSite=Lax settings cookie. */
export function writeCookie(name: string, value: string, options: CookieOptions = SETTINGS_COOKIE) {
  if (typeof document === 'undefined') return;
  // Over HTTPS mark it Secure; plain-HTTP localhost would drop a Secure cookie.
  const secure = options.secure ?? window.location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = serializeCookie(name, value, { ...options, secure });
}

/** Expires every cookie this page can see (tests start from a clean jar). */
export function clearBrowserCookies() {
  for (const name of Object.keys(parseCookies(document.cookie))) {
    writeCookie(name, '', { maxAgeSeconds: 0, path: '/' });
  }
}
