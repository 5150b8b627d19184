// Cookie text in both directions, shared by the server (Cookie request header) and the browser
// (document.cookie), so both read the same names the same way.

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

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape from some other script must not break every page.
    return value;
  }
}

/** Name → value of a Cookie header or document.cookie; the first of a repeated name wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    cookies[name] = decode(value);
  }
  return cookies;
}

/** A Set-Cookie / document.cookie string; the value is URI-encoded (symbols such as £, €). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
