import { describe, expect, it } from 'vitest';
import { cardBrand, cardProblem, cvvFault, expiryFault, passesLuhn } from './card-rules';

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

  it('names the field at fault', () => {
    expect(cardProblem(card, now)).toBeNull();
    expect(cardProblem({ ...card, cardNumber: '4242 4242 4242 4241' }, now)?.field).toBe(
      'card_number',
    );
    expect(cardProblem({ ...card, expirationDate: '13/30' }, now)?.field).toBe('expiration_date');
    expect(cardProblem({ ...card, expirationDate: '10/26' }, now)).toEqual({
      field: 'expiration_date',
      message: 'This card has expired.',
    });
    // Valid through the end of its month.
    expect(cardProblem({ ...card, expirationDate: '11/26' }, now)).toBeNull();
    expect(cardProblem({ ...card, cvv: '12' }, now)?.field).toBe('cvv');
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
    expect(cardProblem({ ...card, cvv: '1234' }, now)).toEqual({
      field: 'cvv',
      message: 'Please enter the 3-digit security code (CVV).',
    });
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
