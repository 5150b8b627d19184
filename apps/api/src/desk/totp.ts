import { Secret, TOTP } from 'otpauth';

// RFC 6238 codes as authenticator apps make them: SHA-1, 6 digits, 30-second steps. One step of
// drift either way is accepted (a phone's clock a little off, a code typed as it turned over).
const PERIOD_SECONDS = 30;
const ISSUER = 'Reprise desk';

const totpOf = (secretBase32: string, label = 'desk') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new random TOTP secret (160 bits), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans or imports for this account. */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/**
 * The 30-second step a code belongs to, or null when it is not a code of this secret now (one
 * step of drift allowed). Callers refuse a step they accepted before.
 */
export function acceptedTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
