import { describe, expect, it } from 'vitest';
import { cardBrand, cardProblem, passesLuhn } from './card-rules';

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
});
