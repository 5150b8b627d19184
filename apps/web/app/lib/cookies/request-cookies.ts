import { parseCookies } from './cookie-codec';

/** What we read of a request: only its headers (lets tests pass a plain object). */
type RequestLike =
  | Pick<Request, 'headers'>
  | { headers: { get(name: string): string | null | undefined } };

/** Every cookie of a request (loaders), by name. */
export function requestCookies(request: RequestLike): Record<string, string> {
  return parseCookies(request.headers.get('cookie'));
}

/** One cookie of a request, or null. */
export function requestCookie(request: RequestLike, name: string): string | null {
  return requestCookies(request)[name] ?? null;
}
