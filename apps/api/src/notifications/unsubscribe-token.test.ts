import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('unsubscribe tokens', () => {
  it('answers the id of a token signed with the secret for the same purpose', () => {
    expect(
      verifyUnsubscribeToken(unsubscribeToken(42, SECRET, 'priceAlert'), SECRET, 'priceAlert'),
    ).toBe(42);
    expect(
      verifyUnsubscribeToken(
        unsubscribeToken(42, SECRET, 'performerFollow'),
        SECRET,
        'performerFollow',
      ),
    ).toBe(42);
  });

  it('refuses a token of another purpose: an alert link cannot end a follow', () => {
    const token = unsubscribeToken(42, SECRET, 'priceAlert');
    expect(verifyUnsubscribeToken(token, SECRET, 'performerFollow')).toBeNull();
  });

  it('refuses another secret, another id under the same signature, and malformed tokens', () => {
    const token = unsubscribeToken(42, SECRET, 'priceAlert');
    expect(verifyUnsubscribeToken(token, `${SECRET}x`, 'priceAlert')).toBeNull();
    expect(verifyUnsubscribeToken(token.replace(/^42\./, '43.'), SECRET, 'priceAlert')).toBeNull();
    for (const bad of ['', '42', '42.', '042.AAAAAAAAAAAAAAAAAAAAAAAA', 'x.y', `${token}A`]) {
      expect(verifyUnsubscribeToken(bad, SECRET, 'priceAlert')).toBeNull();
    }
  });
});
