import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../platform/bearer-token';
import { DomainError } from '../platform/errors/domain-error';
import { oncePerRequest } from '../platform/once-per-request';
import { type AccessClaims, verifyAccessToken } from './access-token';
import { tokenCookieName } from './session-cookies';
import { isFamilyLive } from './session-queries';

/** The signed-in buyer of a request, and the session they are signed in with. */
export interface SignedInBuyer {
  id: number;
  familyId: string;
}

/** The access token of a request: `Authorization: Bearer` (API clients) or the cookie. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[tokenCookieName(request.server.apiConfig, 'accessToken')];
  return bearerToken(request) ?? (cookie || undefined);
}

/**
 * The signed-in buyer, or null. The token must be valid and unexpired, and its session still live
 * (a logout or a detected token theft ends it at once, not 15 minutes later). Resolved once per
 * request.
 */
export const currentBuyer = oncePerRequest(resolveBuyer);

/**
 * The buyer the request's access token names (signed by us, unexpired), or null, WITHOUT the check
 * that its session is still live: only for reads started beside that check (`currentBuyer`),
 * which must be awaited before anything is done for the buyer. Resolved once per request.
 */
export async function claimedBuyerId(request: FastifyRequest): Promise<number | null> {
  return (await claimsOf(request))?.buyerId ?? null;
}

/** The access token's verified claims, once per request. */
const claimsOf = oncePerRequest(async (request): Promise<AccessClaims | null> => {
  const token = accessTokenOf(request);
  const config = request.server.apiConfig;
  return token ? verifyAccessToken(token, config.sessionSecret, config.now()) : null;
});

async function resolveBuyer(request: FastifyRequest): Promise<SignedInBuyer | null> {
  const claims = await claimsOf(request);
  if (!claims) return null;
  const live = await isFamilyLive(request.server.database.db, claims.familyId, claims.buyerId);
  return live ? { id: claims.buyerId, familyId: claims.familyId } : null;
}

/**
 * The signed-in buyer, or 401 UNAUTHENTICATED (the client then refreshes once and retries).
 * Every route that needs a signed-in buyer calls this first.
 */
export async function requireBuyer(request: FastifyRequest): Promise<SignedInBuyer> {
  const buyer = await currentBuyer(request);
  if (!buyer) throw notSignedIn();
  return buyer;
}

/** 401 UNAUTHENTICATED: no live session (or its buyer is gone). */
export function notSignedIn(): DomainError {
  return new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
}

/** Refuses with 403 FORBIDDEN unless `buyerUserId` is the signed-in buyer's own id. */
export function requireOwnId(buyer: SignedInBuyer, buyerUserId: number, field = 'buyerUserId') {
  if (buyer.id !== buyerUserId) {
    throw new DomainError('FORBIDDEN', 'You can only see and change your own account.', field);
  }
}
