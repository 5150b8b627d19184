import { ACCOUNT_MESSAGES, validateLoginEmail } from '@reprise/domain/identity/account-fields';
import { cardDigits, passesLuhn } from '@reprise/domain/pricing/card-rules';

// The pay form's rules (fields card_number, expiration_date, cvv). Each answers the
// message of the first rule the value breaks, or null. The server checks the same again.

export const PAY_MESSAGES = {
  cardNumberRequired: 'Card number is required',
  cardNumberInvalid: 'Enter a valid card number (check the digits)',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expiryPast: 'This card has expired',
  cvvRequired: 'CVV is required',
  cvvInvalid: 'CVV must be 3 or 4 digits',
  nameOnCardRequired: 'Name on card is required',
  phoneInvalid: 'Phone number may only contain digits',
} as const;

export function validateCardNumber(value: string): string | null {
  const digits = cardDigits(value);
  if (!digits) return PAY_MESSAGES.cardNumberRequired;
  if (!passesLuhn(digits)) return PAY_MESSAGES.cardNumberInvalid;
  return null;
}

/** Expiry as MM/YY, not before the current month (a card works through its expiry month). */
export function validateExpiry(value: string, now: Date = new Date()): string | null {
  const text = value.trim();
  if (!text) return PAY_MESSAGES.expiryRequired;
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(text);
  if (!match) return PAY_MESSAGES.expiryFormat;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return PAY_MESSAGES.expiryPast;
  return null;
}

export function validateCvv(value: string): string | null {
  const text = value.trim();
  if (!text) return PAY_MESSAGES.cvvRequired;
  return /^\d{3,4}$/.test(text) ? null : PAY_MESSAGES.cvvInvalid;
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
