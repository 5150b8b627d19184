// Our HS256 JWTs (access tokens, waiting-room tokens, the social sign-in state) are signed with
// jose and checked here with node:crypto's HMAC, on the calling thread. jose checks them with
// WebCrypto, whose every HMAC is a job handed to libuv's thread pool: about a third of a
// millisecond of CPU and two thread switches per token, where this takes a few microseconds. On an
// on-sale every waiting fan's poll and every payment checks one, on a machine whose cores the
// copies, PostgreSQL and the load all share.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose';

/** What a token must say besides its signature: who issued it, for whom, and the time now. */
export interface Hs256Expectations {
  /** The issuer the token must name; a token type without an issuer is told apart by audience. */
  issuer?: string;
  audience: string;
  /** When given, a token without `exp`, or whose `exp` is not after this instant, is refused. */
  now?: Date;
}

/**
 * The payload of a compact HS256 JWT signed with `key` and meeting `expected` (issuer, audience,
 * unexpired), or null for anything else: another algorithm, a bad signature or encoding, a
 * critical header, a payload that is not a JSON object.
 */
export function verifyHs256Jwt(
  token: string,
  key: Uint8Array | string,
  expected: Hs256Expectations,
): JWTPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  // Buffer skips characters that are not base64url: only the one canonical spelling is ours.
  if (given.toString('base64url') !== signature) return null;
  const made = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  if (given.length !== made.length || !timingSafeEqual(given, made)) return null;
  let claims: JWTPayload;
  try {
    const protectedHeader = decodeProtectedHeader(token);
    if (protectedHeader.alg !== 'HS256' || protectedHeader.crit !== undefined) return null;
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  if (expected.issuer !== undefined && claims.iss !== expected.issuer) return null;
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(expected.audience)) return null;
  if (expected.now) {
    const nowSeconds = Math.floor(expected.now.getTime() / 1000);
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  } else if (claims.exp !== undefined && typeof claims.exp !== 'number') {
    return null;
  }
  return claims;
}
