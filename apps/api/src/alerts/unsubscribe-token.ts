import { createHmac, timingSafeEqual } from 'node:crypto';

// The unsubscribe link must work without signing in, from any mail client, forever: it carries
// the alert id and an HMAC of it under a key derived from the session secret (a separate purpose
// string, so no other signed value can pass for it). Nothing is stored, and a forged or altered
// id fails the check.
const PURPOSE = 'reprise price-alert unsubscribe v1';

function signatureOf(alertId: number, secret: string): Buffer {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(String(alertId)).digest().subarray(0, 18);
}

/** The token of an alert's one-click unsubscribe link: `<id>.<signature>`, URL-safe. */
export function unsubscribeToken(alertId: number, secret: string): string {
  return `${alertId}.${signatureOf(alertId, secret).toString('base64url')}`;
}

/** The alert id a token was signed for, or null when it is malformed or not ours. */
export function verifyUnsubscribeToken(token: string, secret: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return null;
  const alertId = Number(match[1]);
  if (!Number.isSafeInteger(alertId) || alertId > 2_147_483_647) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signatureOf(alertId, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}
