import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Refresh tokens, mailed link tokens and consent tokens are 256 random bits: too many to guess,
// so a plain SHA-256 is enough to store them (a slow hash protects low-entropy passwords only).
/** A new opaque token: 32 random bytes, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, base64url. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Compares two secrets in constant time (for their length). */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
