import { createHmac, timingSafeEqual } from 'node:crypto';

// An unsubscribe link must work without signing in, from any mail client, forever: it carries
// the id of what it stops (a price alert, a follow, a fan's kind of mail) and an HMAC of it under
// a key derived from the session secret with one purpose string per kind, so no other signed
// value (nor an id of another kind) can pass for it. Nothing is stored, and a forged or altered
// id fails the check.
const PURPOSES = {
  priceAlert: 'reprise price-alert unsubscribe v1',
  performerFollow: 'reprise performer-follow unsubscribe v1',
} as const;

/** What an unsubscribe link stops: one price alert, or one followed performer. */
export type UnsubscribePurpose = keyof typeof PURPOSES;

function signatureOf(id: number, secret: string, purpose: UnsubscribePurpose): Buffer {
  const key = createHmac('sha256', secret).update(PURPOSES[purpose]).digest();
  return createHmac('sha256', key).update(String(id)).digest().subarray(0, 18);
}

/** The token of a one-click unsubscribe link: `<id>.<signature>`, URL-safe. */
export function unsubscribeToken(id: number, secret: string, purpose: UnsubscribePurpose): string {
  return `${id}.${signatureOf(id, secret, purpose).toString('base64url')}`;
}

/** The id a token was signed for under `purpose`, or null when it is malformed or not ours. */
export function verifyUnsubscribeToken(
  token: string,
  secret: string,
  purpose: UnsubscribePurpose,
): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signatureOf(id, secret, purpose);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * The headers that let a mail client stop a mail with its own button: List-Unsubscribe and the
 * one-click POST of RFC 8058 to the same URL.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
