import { SESSION_STORAGE_KEYS } from '@reprise/domain/constants';
import type { SessionUser } from './session-user';

// Kept for the tab's lifetime under the product's fixed keys; clearBrowserSession removes them.
/** Saves the signed-in buyer's first and last name in session storage (`fname`, `lname`). */
export function rememberSessionNames(user: Pick<SessionUser, 'first_name' | 'last_name'>): void {
  sessionStorage.setItem(SESSION_STORAGE_KEYS.firstName, user.first_name);
  sessionStorage.setItem(SESSION_STORAGE_KEYS.lastName, user.last_name);
}
