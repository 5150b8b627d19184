import { createHmac } from 'node:crypto';
import {
  type AdmissionTokenPayload,
  admissionTokenPayloadSchema,
  type QueueTokenPayload,
  queueTokenPayloadSchema,
} from '@reprise/domain/schemas/waiting-room';
import { SignJWT } from 'jose';
import { verifyHs256Jwt } from '../platform/hs256-jwt';

// Queue tokens and admissions are JWTs (HS256) under a key derived from the session secret, so a
// leaked room token can never pass for a session token and the other way round.

const ISSUER = 'reprise';
const QUEUE_AUDIENCE = 'reprise-waiting-room-queue';
const ADMISSION_AUDIENCE = 'reprise-waiting-room-admission';

const keys = new Map<string, Uint8Array>();

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
export function verifyQueueToken(token: string, secret: string): QueueTokenPayload | null {
  const payload = verifyHs256Jwt(token, roomKey(secret), {
    issuer: ISSUER,
    audience: QUEUE_AUDIENCE,
  });
  const parsed = payload && queueTokenPayloadSchema.safeParse(payload);
  return parsed?.success ? parsed.data : null;
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
export function verifyAdmission(
  token: string,
  secret: string,
  now: Date,
): AdmissionTokenPayload | null {
  const payload = verifyHs256Jwt(token, roomKey(secret), {
    issuer: ISSUER,
    audience: ADMISSION_AUDIENCE,
    now,
  });
  const parsed = payload && admissionTokenPayloadSchema.safeParse(payload);
  return parsed?.success ? parsed.data : null;
}
