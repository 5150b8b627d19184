import { browserSessionUser, type SessionUser } from './session-user';

// The root loader reads the signed-in user from the request's cookies and is otherwise loaded once
// per visit. After a sign-in, sign-out or name change the API has rewritten the readable
// userObject cookie: the root must load again so the header and every session-aware page show the
// new state. `shouldRevalidate` may be asked more than once per revalidation, so the answer is a
// pure comparison: the cookie's user against the user the root last rendered.

let rendered: string | null = null;

function userKey(user: SessionUser | null): string {
  return user ? JSON.stringify([user.id, user.first_name, user.last_name]) : '';
}

/** Called as the root renders its data: the user the page currently shows. */
export function noteRenderedUser(user: SessionUser | null): void {
  rendered = userKey(user);
}

/** For the root's `shouldRevalidate`: whether the cookie names another user than the page shows. */
export function sessionUserChanged(): boolean {
  if (rendered === null || typeof document === 'undefined') return false;
  return userKey(browserSessionUser()) !== rendered;
}
