import { cardProblem } from '@reprise/domain/pricing/card-rules';
import { describe, expect, it } from 'vitest';
import { PAY_MESSAGES, validateCvv, validateExpiry } from './card-rules';

const VISA = '4242 4242 4242 4242';
const AMEX = '3782 822463 10005';

describe('pay form card messages', () => {
  it('refuses a 4-digit CVV on a Visa, and a 3-digit one on an American Express card', () => {
    expect(validateCvv('1234', VISA)).toBe(PAY_MESSAGES.cvvInvalid(3));
    expect(validateCvv('123', VISA)).toBeNull();
    expect(validateCvv('123', AMEX)).toBe(PAY_MESSAGES.cvvInvalid(4));
    expect(validateCvv('1234', AMEX)).toBeNull();
    expect(validateCvv('', VISA)).toBe(PAY_MESSAGES.cvvRequired);
  });

  it('decides an expiry at the turn of the month exactly as the server does', () => {
    const instants = [
      '2026-11-30T23:59:59.999Z',
      '2026-12-01T00:00:00.000Z',
      // Still 30 November on a clock west of UTC, already December in UTC.
      '2026-12-01T03:00:00.000Z',
    ];
    for (const iso of instants) {
      const now = new Date(iso);
      for (const expiry of ['11/26', '12/26', '10/26']) {
        const serverRefuses =
          cardProblem({ cardNumber: VISA, expirationDate: expiry, cvv: '123' }, now)?.field ===
          'expiration_date';
        expect(validateExpiry(expiry, now) !== null, `${expiry} at ${iso}`).toBe(serverRefuses);
      }
    }
    expect(validateExpiry('11/26', new Date('2026-12-01T00:00:00.000Z'))).toBe(
      PAY_MESSAGES.expiryPast,
    );
  });
});
