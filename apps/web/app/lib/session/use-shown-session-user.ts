import { COOKIE_NAMES } from '@reprise/domain/constants';
import { useSyncExternalStore } from 'react';
import { readCookie } from '../cookies/browser-cookies';
import { parseUserObject, type SessionUser } from './session-user';

// A signed-in visitor may be sent the page every visitor shares, rendered without any session
// (docs/decisions/0021): its root names nobody. Once hydrated, the page names the buyer of this
// browser's readable userObject cookie instead. Hydration itself renders what the server did.

let last: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };

// The same object for the same cookie value, as useSyncExternalStore requires.
function cookieUser(): SessionUser | null {
  const raw = readCookie(COOKIE_NAMES.userObject);
  if (raw !== last.raw) last = { raw, user: parseUserObject(raw) };
  return last.user;
}

// Cookies send no change events: a sign-in or sign-out revalidates the root, and every render
// reads the cookie again.
const subscribe = () => () => {};
const serverUser = () => null;

/** The buyer a page shows: the root loader's when the server rendered one, else the cookie's once hydrated. */
export function useShownSessionUser(rendered: SessionUser | null): SessionUser | null {
  const fromCookie = useSyncExternalStore(subscribe, cookieUser, serverUser);
  return rendered ?? fromCookie;
}
