import { ApiRequestError } from '../../lib/api-client';
import { type SessionUser, sessionUserFromRequest } from '../../lib/session/session-user';

/**
 * What a login-required page's loader gives its component (/myaccount, /favorites and
 * /mytickets need login): the page's data, or why there is none yet — no session at all (the page
 * asks the visitor to sign in and comes back), or an access token that expired (the browser
 * refreshes it: the refresh cookie only travels to /api, never with a page request).
 */
export type SignedInPage<T> =
  | { status: 'anonymous' }
  | { status: 'refresh' }
  | { status: 'ready'; user: SessionUser; data: T };

/** The one gate of every login-required page's loader. */
export async function loadSignedInPage<T>(
  request: Pick<Request, 'headers'>,
  load: (user: SessionUser) => Promise<T>,
): Promise<SignedInPage<T>> {
  const user = sessionUserFromRequest(request);
  if (!user) return { status: 'anonymous' };
  try {
    return { status: 'ready', user, data: await load(user) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { status: 'refresh' };
    throw error;
  }
}

/** Headers of login-required pages: what they show belongs to one buyer, so nobody stores it. */
export function signedInPageHeaders() {
  return { 'Cache-Control': 'private, no-store' };
}

/** Robots meta of account pages: nothing there is for search engines. */
export const NO_INDEX = { name: 'robots', content: 'noindex' } as const;
