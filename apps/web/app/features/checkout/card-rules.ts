import { ACCOUNT_MESSAGES, validateLoginEmail } from '@reprise/domain/identity/account-fields';
import {
  cardNumberFault,
  cvvFault,
  cvvLength,
  expiryFault,
} from '@reprise/domain/pricing/card-rules';

// The pay form's field messages. The card rules themselves are the domain's, the same ones the
// server applies, so a card the page accepts is never refused for its shape by the server.

export const PAY_MESSAGES = {
  cardNumberRequired: 'Card number is required',
  cardNumberInvalid: 'Enter a valid card number (check the digits)',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expiryPast: 'This card has expired',
  cvvRequired: 'CVV is required',
  cvvInvalid: (length: number) =>
    length === 4
      ? 'Enter the 4-digit CVV printed on the front of your card'
      : 'Enter the 3-digit CVV from the back of your card',
  nameOnCardRequired: 'Name on card is required',
  phoneInvalid: 'Phone number may only contain digits',
} as const;

/** The card number's message: missing, or failing the checksum. */
export function validateCardNumber(value: string): string | null {
  const fault = cardNumberFault(value);
  if (fault === 'missing') return PAY_MESSAGES.cardNumberRequired;
  return fault ? PAY_MESSAGES.cardNumberInvalid : null;
}

/** The expiry's message: missing, not MM/YY, or past its month (the server's UTC rule). */
export function validateExpiry(value: string, now: Date = new Date()): string | null {
  const fault = expiryFault(value, now);
  if (fault === 'missing') return PAY_MESSAGES.expiryRequired;
  if (fault === 'format') return PAY_MESSAGES.expiryFormat;
  return fault ? PAY_MESSAGES.expiryPast : null;
}

/** The CVV's message: missing, or not the length the card number's brand uses. */
export function validateCvv(value: string, cardNumber: string): string | null {
  const fault = cvvFault(value, cardNumber);
  if (fault === 'missing') return PAY_MESSAGES.cvvRequired;
  return fault ? PAY_MESSAGES.cvvInvalid(cvvLength(cardNumber)) : null;
}

export function validateNameOnCard(value: string): string | null {
  return value.trim() ? null : PAY_MESSAGES.nameOnCardRequired;
}

export function validateContactName(value: string, which: 'first' | 'last'): string | null {
  if (value.trim()) return null;
  return which === 'first' ? ACCOUNT_MESSAGES.firstNameRequired : ACCOUNT_MESSAGES.lastNameRequired;
}

export const validateContactEmail = validateLoginEmail;

/** Optional phone: digits, spaces, dashes, brackets and a leading + only. */
export function validateContactPhone(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  return /^\+?[\d\s()-]+$/.test(text) ? null : PAY_MESSAGES.phoneInvalid;
}

/** A card number as typed, grouped in fours for reading ('4242 4242 4242 4242'). */
export function groupCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry as typed, with the slash put in ('1228' → '12/28'). */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
