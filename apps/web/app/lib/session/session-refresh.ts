// One-retry session refresh, for the browser's API client: an answer that says the access token
// is missing or expired gets one refresh (`/api/refresh-token`, which rotates the httpOnly cookies)
// and one retry; a refresh that fails ends the session.

/** The refresh call; it reads the httpOnly refresh cookie, so it takes no body. */
export const REFRESH_PATH = '/api/refresh-token';

// Calls that sign in or out answer 401 for a wrong password or a spent token: a refresh cannot
// help them, and retrying a login would just repeat the failure.
const NO_REFRESH_PATHS = [
  REFRESH_PATH,
  '/api/login',
  '/api/logout',
  '/api/buyer-user/register',
  '/api/google-signup',
  '/api/facebook-signup',
  '/api/reset-password-update',
  '/api/reset-password-token-check',
  '/api/forget-password',
];

/** Error codes of a 401 after which a refresh cannot help. */
const FINAL_401_CODES = new Set([
  'NO_REFRESH_TOKEN',
  'REFRESH_TOKEN_INVALID',
  'INVALID_CREDENTIALS',
]);

/**
 * Whether an answer calls for a refresh and retry: a 401 unless its code says there is no
 * refresh token (or it is a sign-in failure), or a 400 with code UNAUTHENTICATED.
 */
export function answerNeedsRefresh(
  path: string,
  status: number,
  code: string | undefined,
): boolean {
  const bare = path.split('?', 1)[0]!;
  if (NO_REFRESH_PATHS.includes(bare)) return false;
  if (status === 401) return !FINAL_401_CODES.has(code ?? '');
  return status === 400 && code === 'UNAUTHENTICATED';
}

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * Refreshes the session at most once at a time: answers that fail together share one refresh,
 * because a second refresh with the same (already rotated) token would look like token theft to
 * the API and revoke the whole session. Resolves whether the refresh worked.
 */
export function createSessionRefresher(apiFetch: Fetch): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  return () => {
    inFlight ??= apiFetch(REFRESH_PATH, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
    })
      .then(
        async (response) => {
          await response.arrayBuffer().catch(() => undefined);
          return response.ok;
        },
        () => false,
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
