import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('unsubscribe tokens', () => {
  it('answers the alert id of a token signed with the secret', () => {
    expect(verifyUnsubscribeToken(unsubscribeToken(42, SECRET), SECRET)).toBe(42);
  });

  it('refuses another secret, another id under the same signature, and malformed tokens', () => {
    const token = unsubscribeToken(42, SECRET);
    expect(verifyUnsubscribeToken(token, `${SECRET}x`)).toBeNull();
    expect(verifyUnsubscribeToken(token.replace(/^42\./, '43.'), SECRET)).toBeNull();
    for (const bad of ['', '42', '42.', '042.AAAAAAAAAAAAAAAAAAAAAAAA', 'x.y', `${token}A`]) {
      expect(verifyUnsubscribeToken(bad, SECRET)).toBeNull();
    }
  });
});
