import { describe, expect, it } from 'vitest';
import {
  CARD_FIELD_MESSAGES,
  type CardFieldMessages,
  cardBrand,
  cardFieldMessages,
  cvvFault,
  expiryFault,
  formatExpiryInput,
  groupCardNumber,
  passesLuhn,
} from './card-rules';

const now = new Date('2026-11-23T12:00:00Z');
const card = { cardNumber: '4242 4242 4242 4242', expirationDate: '12/30', cvv: '123' };

describe('card rules', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000000000009995', true],
    ['4242424242424241', false],
    ['42424', false],
  ])('checks the Luhn digit of %s: %s', (digits, passes) => {
    expect(passesLuhn(digits)).toBe(passes);
  });

  const M = CARD_FIELD_MESSAGES;
  it.each([
    ['a good card', card, {}],
    [
      'an empty form',
      { cardNumber: '', expirationDate: '', cvv: '' },
      { card_number: M.cardNumberRequired, expiration_date: M.expiryRequired, cvv: M.cvvRequired },
    ],
    [
      'a wrong check digit',
      { ...card, cardNumber: '4242 4242 4242 4241' },
      { card_number: M.cardNumberInvalid },
    ],
    ['month 13', { ...card, expirationDate: '13/30' }, { expiration_date: M.expiryFormat }],
    ['a past month', { ...card, expirationDate: '10/26' }, { expiration_date: M.expiryPast }],
    // Valid through the end of its month.
    ['this month', { ...card, expirationDate: '11/26' }, {}],
  ])('gives each wrong field of %s its message', (_case, fields, expected) => {
    expect(cardFieldMessages(fields, now, M)).toEqual(expected);
  });

  it.each([
    [groupCardNumber('4242424242424242'), '4242 4242 4242 4242'],
    [groupCardNumber('4242-4242 42'), '4242 4242 42'],
    [formatExpiryInput('1228'), '12/28'],
    [formatExpiryInput('1'), '1'],
  ])('formats a card number and an expiry as typed: %j', (formatted, expected) => {
    expect(formatted).toBe(expected);
  });

  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['378282246310005', 'American Express'],
  ])('tells the brand of %s for display: %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  // 3 digits for a Visa, 4 for American Express.
  it.each([
    ['123', '4242 4242 4242 4242', null],
    ['1234', '4242 4242 4242 4242', 'invalid'],
    ['1234', '3782 822463 10005', null],
    ['123', '3782 822463 10005', 'invalid'],
    [' ', '4242 4242 4242 4242', 'missing'],
  ])('asks for the CVV length of the brand: %j with %s', (cvv, cardNumber, fault) => {
    expect(cvvFault(cvv, cardNumber)).toBe(fault);
  });

  it('words the CVV message for the brand', () => {
    // A Visa with a 4-digit code is refused where it is typed, by the one rule.
    expect(cardFieldMessages({ ...card, cvv: '1234' }, now, CARD_FIELD_MESSAGES)).toEqual({
      cvv: 'Enter the 3-digit CVV from the back of your card',
    });
    expect(
      cardFieldMessages(
        { ...card, cardNumber: '3782 822463 10005', cvv: '123' },
        now,
        CARD_FIELD_MESSAGES,
      ),
    ).toEqual({ cvv: 'Enter the 4-digit CVV printed on the front of your card' });
  });

  it("words each field's message in the language it is given", () => {
    const shouted = Object.fromEntries(
      Object.entries(CARD_FIELD_MESSAGES).map(([name, text]) => [name, text.toUpperCase()]),
    ) as unknown as CardFieldMessages;
    expect(
      cardFieldMessages({ cardNumber: '4242', expirationDate: '10/26', cvv: '1234' }, now, shouted),
    ).toEqual({
      card_number: 'ENTER A VALID CARD NUMBER (CHECK THE DIGITS)',
      expiration_date: 'THIS CARD HAS EXPIRED',
      cvv: 'ENTER THE 3-DIGIT CVV FROM THE BACK OF YOUR CARD',
    });
    expect(
      cardFieldMessages(
        { cardNumber: '3782 822463 10005', expirationDate: '1', cvv: '' },
        now,
        shouted,
      ),
    ).toEqual({ expiration_date: 'ENTER THE EXPIRY DATE AS MM/YY', cvv: 'CVV IS REQUIRED' });
  });

  it('ends a card with the last day of its month in UTC, whatever the local zone', () => {
    const lastMoment = new Date('2026-11-30T23:59:59.999Z');
    const firstMoment = new Date('2026-12-01T00:00:00.000Z');
    expect(expiryFault('11/26', lastMoment)).toBeNull();
    expect(expiryFault('11/26', firstMoment)).toBe('expired');
    expect(expiryFault('11 / 26', lastMoment)).toBeNull();
    expect(expiryFault('00/26', lastMoment)).toBe('format');
    expect(expiryFault('', lastMoment)).toBe('missing');
  });
});
