import { COOKIE_NAMES, HOST_COOKIE_PREFIX } from '@reprise/domain/constants';
import type { UserObject } from '@reprise/domain/schemas/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from './session-lifetimes';
import type { SessionTokens } from './session-service';

// ADR 0005: tokens live in httpOnly, SameSite=Lax cookies (Secure outside localhost); only
// `userObject` (id and names) is readable by the page. The refresh cookie has Path=/ so a page
// request after the access token expired still lets the server-rendered page refresh the session.

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The name of a token cookie on this site: __Host- prefixed when it is served over HTTPS (the
 * browser then refuses one set with a Domain or from a sibling subdomain), bare on plain http,
 * where a Secure cookie cannot be set. Only this name is read: a bare one on an HTTPS site was
 * not set by us.
 */
export function tokenCookieName(
  config: { publicBaseUrl: string },
  cookie: 'accessToken' | 'refreshToken',
): string {
  const name = COOKIE_NAMES[cookie];
  return config.publicBaseUrl.startsWith('https:') ? `${HOST_COOKIE_PREFIX}${name}` : name;
}

function baseOptions(reply: FastifyReply) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: reply.server.apiConfig.secureCookies,
  };
}

/** Sets the three session cookies for a signed-in buyer. */
export function setSessionCookies(reply: FastifyReply, tokens: SessionTokens, user: UserObject) {
  const base = baseOptions(reply);
  const config = reply.server.apiConfig;
  reply.setCookie(tokenCookieName(config, 'accessToken'), tokens.accessToken, {
    ...base,
    httpOnly: true,
    maxAge: seconds(ACCESS_TOKEN_TTL_MS),
  });
  reply.setCookie(tokenCookieName(config, 'refreshToken'), tokens.refreshToken, {
    ...base,
    httpOnly: true,
    maxAge: seconds(REFRESH_TOKEN_TTL_MS),
  });
  setUserObjectCookie(reply, user);
}

/** Sets the readable `userObject` cookie: URL-encoded JSON of id and names, nothing else. */
export function setUserObjectCookie(reply: FastifyReply, user: UserObject) {
  const value: UserObject = { id: user.id, first_name: user.first_name, last_name: user.last_name };
  reply.setCookie(COOKIE_NAMES.userObject, JSON.stringify(value), {
    ...baseOptions(reply),
    httpOnly: false,
    maxAge: seconds(REFRESH_TOKEN_TTL_MS),
  });
}

/** Clears the session cookies (logout, a refused refresh), bare-named ones of older answers too. */
export function clearSessionCookies(reply: FastifyReply) {
  const base = baseOptions(reply);
  const config = reply.server.apiConfig;
  const names = new Set([
    tokenCookieName(config, 'accessToken'),
    tokenCookieName(config, 'refreshToken'),
    COOKIE_NAMES.accessToken,
    COOKIE_NAMES.refreshToken,
    COOKIE_NAMES.userObject,
  ]);
  for (const name of names) reply.clearCookie(name, base);
}

/**
 * Whether the request comes from a browser: browsers send Origin or Sec-Fetch-Site on the calls
 * that sign in. Browsers get tokens in httpOnly cookies only, never in the body (ADR 0005).
 */
export function isBrowserRequest(request: FastifyRequest): boolean {
  return request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined;
}

/** The token fields of a sign-in answer: filled for API clients, null for browsers. */
export function tokensForBody(request: FastifyRequest, tokens: SessionTokens) {
  return isBrowserRequest(request)
    ? { accessToken: null, refreshToken: null }
    : { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

/** Signs the buyer in on this answer: session cookies set, body token fields as the client may see. */
export function signInReply(
  request: FastifyRequest,
  reply: FastifyReply,
  session: SessionTokens,
  buyer: { id: number; firstName: string; lastName: string },
) {
  setSessionCookies(reply, session, {
    id: buyer.id,
    first_name: buyer.firstName,
    last_name: buyer.lastName,
  });
  return tokensForBody(request, session);
}
