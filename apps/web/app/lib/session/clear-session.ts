import { COOKIE_NAMES, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@reprise/domain/constants';
import { writeCookie } from '../cookies/browser-cookies';

// What the browser may hold of a session: the readable cookies and its web-storage keys. The
// token cookies are httpOnly: only the API can clear those, and it does on logout and on
// a failed refresh.
const SESSION_STORAGE = [
  SESSION_STORAGE_KEYS.email,
  SESSION_STORAGE_KEYS.loginMethod,
  SESSION_STORAGE_KEYS.signUpMethod,
  SESSION_STORAGE_KEYS.buyerUserId,
  SESSION_STORAGE_KEYS.createdAt,
  SESSION_STORAGE_KEYS.firstName,
  SESSION_STORAGE_KEYS.lastName,
];

/**
 * Forgets the session in this browser (after a session refresh failed): the user object and
 * location-permission cookies and the stored session keys.
 */
export function clearBrowserSession(): void {
  if (typeof document === 'undefined') return;
  writeCookie(COOKIE_NAMES.userObject, '', { maxAgeSeconds: 0, path: '/' });
  writeCookie(COOKIE_NAMES.locationPermission, '', { maxAgeSeconds: 0, path: '/' });
  for (const key of SESSION_STORAGE) sessionStorage.removeItem(key);
  // Older clients kept the refresh token here; tokens now live only in httpOnly cookies.
  localStorage.removeItem(LOCAL_STORAGE_KEYS.refreshToken);
}
