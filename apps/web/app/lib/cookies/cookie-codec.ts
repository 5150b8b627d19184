// Cookie text in both directions, shared by the server (Cookie request header) and the browser
// (document.cookie), so both read the same names the same way. Reading lives in packages/domain:
// the API reads the same cookies (the currency of POST /event/listings).
export { parseCookies } from '@reprise/domain/cookie-header';

/** Attributes of a cookie the browser code sets. */
export interface CookieOptions {
  /** Lifetime in seconds; omitted: a session cookie. */
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** One year in seconds: how long settings and consent choices are remembered. */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Settings cookies: the whole site reads them, they survive a year, they travel on navigation. */
export const SETTINGS_COOKIE: CookieOptions = {
  maxAgeSeconds: ONE_YEAR_SECONDS,
  path: '/',
  sameSite: 'Lax',
};

/** A Set-Cookie / document.cookie string; the value is URI-encoded (symbols such as £, €). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
