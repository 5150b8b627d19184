// ADR 0005: a short-lived access token, a long-lived rotating refresh token.

/** How long an access token (JWT) is accepted. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
/** How long a refresh token may be used, and how long the session cookies live. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** How long a mailed set-password, reset or change link works (once). */
export const ONE_TIME_TOKEN_TTL_MS = 60 * 60_000;
/** How long a social sign-in may take between start and finish. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;
