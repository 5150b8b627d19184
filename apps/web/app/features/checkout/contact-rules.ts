import { ACCOUNT_MESSAGES, validateLoginEmail } from '@reprise/domain/identity/account-fields';

// The pay form's contact messages. Card entry is the payment provider's (ADR 0018): its own
// fields, with the domain's card rule in the sandbox's frame.

export const PHONE_INVALID = ACCOUNT_MESSAGES.phoneDigits;

export function validateContactName(value: string, which: 'first' | 'last'): string | null {
  if (value.trim()) return null;
  return which === 'first' ? ACCOUNT_MESSAGES.firstNameRequired : ACCOUNT_MESSAGES.lastNameRequired;
}

export const validateContactEmail = validateLoginEmail;

/** Optional phone: digits, spaces, dashes, brackets and a leading + only. */
export function validateContactPhone(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  return /^\+?[\d\s()-]+$/.test(text) ? null : PHONE_INVALID;
}
