import { SignJWT } from 'jose';
import { verifyHs256Jwt } from '../platform/hs256-jwt';

// The access token is a JWT signed with the session secret (HS256). It names the buyer and the
// session (refresh-token family) it belongs to, so revoking the family ends it at once.

const ISSUER = 'reprise';
const AUDIENCE = 'reprise-api';

export interface AccessClaims {
  buyerId: number;
  familyId: string;
}

const key = (secret: string) => Buffer.from(secret, 'utf8');

/** Signs an access token for a buyer's session, valid for `ttlMs` from `now`. */
export function signAccessToken(
  claims: AccessClaims,
  secret: string,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.buyerId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + Math.floor(ttlMs / 1000))
    .sign(key(secret));
}

/** The claims of a valid, unexpired access token at `now`, or null. */
export function verifyAccessToken(token: string, secret: string, now: Date): AccessClaims | null {
  const payload = verifyHs256Jwt(token, key(secret), {
    issuer: ISSUER,
    audience: AUDIENCE,
    now,
  });
  if (!payload) return null;
  const buyerId = Number(payload.sub);
  if (!Number.isSafeInteger(buyerId) || buyerId <= 0 || typeof payload.fam !== 'string') {
    return null;
  }
  return { buyerId, familyId: payload.fam };
}
