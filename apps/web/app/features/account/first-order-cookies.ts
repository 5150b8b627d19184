import { COOKIE_NAMES } from '@reprise/domain/constants';
import { readCookie, writeCookie } from '../../lib/cookies/browser-cookies';

/** The pop-up was closed: it does not come back. */
export function rememberFirstOrderClosed() {
  writeCookie(COOKIE_NAMES.signupFirstOrderClosed, 'true');
}

/** Signed up through the pop-up: the SignupFirstOrderActive cookie flag. */
export function rememberFirstOrderActive() {
  writeCookie(COOKIE_NAMES.signupFirstOrderActive, 'true');
}

/** Whether the visitor closed the pop-up or already signed up through it. */
export function firstOrderDone(): boolean {
  return (
    readCookie(COOKIE_NAMES.signupFirstOrderClosed) !== null ||
    readCookie(COOKIE_NAMES.signupFirstOrderActive) !== null
  );
}
