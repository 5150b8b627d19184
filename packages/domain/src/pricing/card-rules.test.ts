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
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424')).toBe(false);
  });

  it('gives each wrong field its message, and none for a good card', () => {
    expect(cardFieldMessages(card, now, CARD_FIELD_MESSAGES)).toEqual({});
    expect(
      cardFieldMessages({ cardNumber: '', expirationDate: '', cvv: '' }, now, CARD_FIELD_MESSAGES),
    ).toEqual({
      card_number: CARD_FIELD_MESSAGES.cardNumberRequired,
      expiration_date: CARD_FIELD_MESSAGES.expiryRequired,
      cvv: CARD_FIELD_MESSAGES.cvvRequired,
    });
    expect(
      cardFieldMessages({ ...card, cardNumber: '4242 4242 4242 4241' }, now, CARD_FIELD_MESSAGES),
    ).toEqual({
      card_number: CARD_FIELD_MESSAGES.cardNumberInvalid,
    });
    expect(
      cardFieldMessages({ ...card, expirationDate: '13/30' }, now, CARD_FIELD_MESSAGES),
    ).toEqual({
      expiration_date: CARD_FIELD_MESSAGES.expiryFormat,
    });
    expect(
      cardFieldMessages({ ...card, expirationDate: '10/26' }, now, CARD_FIELD_MESSAGES),
    ).toEqual({
      expiration_date: CARD_FIELD_MESSAGES.expiryPast,
    });
    // Valid through the end of its month.
    expect(
      cardFieldMessages({ ...card, expirationDate: '11/26' }, now, CARD_FIELD_MESSAGES),
    ).toEqual({});
  });

  it('formats a card number and an expiry as typed', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatExpiryInput('1228')).toBe('12/28');
    expect(formatExpiryInput('1')).toBe('1');
  });

  it('tells the brand for display', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
  });

  it('asks for the CVV length of the brand: 3 for a Visa, 4 for American Express', () => {
    expect(cvvFault('123', '4242 4242 4242 4242')).toBeNull();
    expect(cvvFault('1234', '4242 4242 4242 4242')).toBe('invalid');
    expect(cvvFault('1234', '3782 822463 10005')).toBeNull();
    expect(cvvFault('123', '3782 822463 10005')).toBe('invalid');
    expect(cvvFault(' ', '4242 4242 4242 4242')).toBe('missing');
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
