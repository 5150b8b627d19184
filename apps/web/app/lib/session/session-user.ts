import { COOKIE_NAMES } from '@reprise/domain/constants';
import { readCookie } from '../cookies/browser-cookies';
import { requestCookie } from '../cookies/request-cookies';

/** The signed-in buyer as the readable `userObject` cookie names them (id and names). */
export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
}

/** The user of a `userObject` cookie value, or null when it is absent or not what the API writes. */
export function parseUserObject(value: string | null | undefined): SessionUser | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<SessionUser> | null;
    const id = Number(parsed?.id);
    if (!Number.isInteger(id) || id <= 0) return null;
    return {
      id,
      first_name: typeof parsed?.first_name === 'string' ? parsed.first_name : '',
      last_name: typeof parsed?.last_name === 'string' ? parsed.last_name : '',
    };
  } catch {
    return null;
  }
}

/** The signed-in user of a request (root loader), from its `userObject` cookie. */
export function sessionUserFromRequest(request: Pick<Request, 'headers'>): SessionUser | null {
  return parseUserObject(requestCookie(request, COOKIE_NAMES.userObject));
}

/** The signed-in user of this browser, from the `userObject` cookie (effects and handlers only). */
export function browserSessionUser(): SessionUser | null {
  return parseUserObject(readCookie(COOKIE_NAMES.userObject));
}
