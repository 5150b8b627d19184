import type { AppLoadContext } from 'react-router';
import { type ApiClient, ApiRequestError, apiFromContext } from '../../lib/api-client';
import { countryFromParams } from '../../lib/country-prefix';
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

/** What a login-required route's loader answers: its page, and the country of its URL prefix. */
export interface SignedInRouteData<T> {
  page: SignedInPage<T>;
  countryCode: string | null;
}

/**
 * The one loader of every login-required page: the URL's country prefix checked (404 when
 * unknown), then `load` called with the request's API client and the signed-in buyer, never for
 * an anonymous visitor; a 401 from the API asks the browser to refresh the session.
 */
export async function loadSignedInPage<T>(
  args: {
    params: { countryCode?: string };
    context: AppLoadContext;
    request: Pick<Request, 'headers'>;
  },
  load: (api: ApiClient, user: SessionUser) => Promise<T>,
): Promise<SignedInRouteData<T>> {
  const countryCode = countryFromParams(args.params);
  const user = sessionUserFromRequest(args.request);
  if (!user) return { page: { status: 'anonymous' }, countryCode };
  try {
    const data = await load(apiFromContext(args.context), user);
    return { page: { status: 'ready', user, data }, countryCode };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      return { page: { status: 'refresh' }, countryCode };
    }
    throw error;
  }
}

/** Headers of login-required pages: what they show belongs to one buyer, so nobody stores it. */
export function signedInPageHeaders() {
  return { 'Cache-Control': 'private, no-store' };
}
