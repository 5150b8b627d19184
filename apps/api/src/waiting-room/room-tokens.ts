import { createHmac } from 'node:crypto';
import {
  type AdmissionTokenPayload,
  admissionTokenPayloadSchema,
  type QueueTokenPayload,
  queueTokenPayloadSchema,
} from '@reprise/domain/schemas/waiting-room';
import { jwtVerify, SignJWT } from 'jose';
import { BoundedLru } from '../cache/bounded-lru';

// Queue tokens and admissions are JWTs (HS256) under a key derived from the session secret, so a
// leaked room token can never pass for a session token and the other way round.

const ISSUER = 'reprise';
const QUEUE_AUDIENCE = 'reprise-waiting-room-queue';
const ADMISSION_AUDIENCE = 'reprise-waiting-room-admission';

const keys = new Map<string, Uint8Array>();

// Checking a signature is a WebCrypto HMAC job, about a third of a millisecond of CPU here: more
// than the rest of a status poll, and every waiting fan sends the same queue token every few
// seconds (bench:onsale: over 500 polls a second). Each copy keeps the claims of the tokens it has
// verified, keyed by the whole token (its signature included) and the secret, so only the exact
// bytes of a genuine token ever hit; an admission's expiry is checked again on every hit.
const VERIFIED_MAX = 20_000;
const verified = new BoundedLru<QueueTokenPayload | AdmissionTokenPayload>({
  maxEntries: VERIFIED_MAX,
  maxBytes: 16 * 1024 * 1024,
});

async function verifiedOnce<T extends QueueTokenPayload | AdmissionTokenPayload>(
  audience: string,
  token: string,
  secret: string,
  verify: () => Promise<T | null>,
): Promise<T | null> {
  const key = `${audience} ${secret.length}:${secret} ${token}`;
  const hit = verified.get(key);
  if (hit) return hit as T;
  const claims = await verify();
  if (claims) verified.set(key, claims, key.length * 2 + 256);
  return claims;
}

function roomKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', secret).update('reprise waiting room v1').digest());
    keys.set(secret, key);
  }
  return key;
}

/** Signs the queue token naming this browser's fan id in the event's room. */
export function signQueueToken(claims: QueueTokenPayload, secret: string, now: Date) {
  return new SignJWT({ evt: claims.evt })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(QUEUE_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(roomKey(secret));
}

/** The claims of a genuine queue token, or null. */
export function verifyQueueToken(token: string, secret: string): Promise<QueueTokenPayload | null> {
  return verifiedOnce(QUEUE_AUDIENCE, token, secret, async () => {
    try {
      const { payload } = await jwtVerify(token, roomKey(secret), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: QUEUE_AUDIENCE,
      });
      const parsed = queueTokenPayloadSchema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  });
}

/** Signs the admission of a fan: its jti is the single-use id the database records. */
export function signAdmission(claims: AdmissionTokenPayload, secret: string, now: Date) {
  return new SignJWT({ evt: claims.evt })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuer(ISSUER)
    .setAudience(ADMISSION_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(claims.exp)
    .sign(roomKey(secret));
}

/** The claims of a genuine, unexpired admission at `now`, or null. */
export async function verifyAdmission(
  token: string,
  secret: string,
  now: Date,
): Promise<AdmissionTokenPayload | null> {
  const claims = await verifiedOnce(ADMISSION_AUDIENCE, token, secret, async () => {
    try {
      const { payload } = await jwtVerify(token, roomKey(secret), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: ADMISSION_AUDIENCE,
        currentDate: now,
      });
      const parsed = admissionTokenPayloadSchema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  });
  // A remembered admission still ends at its `exp`, as jose's own check does.
  return claims && claims.exp * 1000 > now.getTime() ? claims : null;
}
