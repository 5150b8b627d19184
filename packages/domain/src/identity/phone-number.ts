// The phone rule: optional, digits only, at most 25, checked against the numbering plan
// of its country calling code. libphonenumber-js (its small "min" metadata) knows those plans; the
// web loads this module only once the phone field is shown, so its ~80 KB stay out of other pages.

import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
import { PHONE_MAX } from '../constants';
import { ACCOUNT_MESSAGES } from './account-fields';

const CALLING_CODES: ReadonlySet<string> = new Set(
  getCountries().map((country) => String(getCountryCallingCode(country))),
);

/** Whether digits are a country calling code some country uses (44, 1, 353 …). */
export function isCountryCallingCode(code: string): boolean {
  return CALLING_CODES.has(code);
}

/** The calling code of an ISO 3166-1 alpha-2 country (uk reads as gb), or null if unknown. */
export function callingCodeOfCountry(countryCode: string | null | undefined): string | null {
  const upper = (countryCode ?? '').toUpperCase();
  const iso = upper === 'UK' ? 'GB' : upper;
  const known: readonly string[] = getCountries();
  return known.includes(iso) ? String(getCountryCallingCode(iso as CountryCode)) : null;
}

/**
 * A phone number of the sign-up and account forms: `digits` (national number, digits only) under
 * the country calling code `callingCode` (digits, no '+'). Answers one of the four phone messages —
 * Invalid country code, Too short, Too long, Invalid Phone Number — or null when it is a valid
 * number or empty (the phone is optional).
 */
export function validatePhoneNumber(digits: string, callingCode: string): string | null {
  if (!digits) return null;
  const code = callingCode.replace(/^\+/, '');
  if (!/^\d{1,3}$/.test(code) || !isCountryCallingCode(code)) {
    return ACCOUNT_MESSAGES.phoneCountryInvalid;
  }
  if (!/^\d+$/.test(digits)) return ACCOUNT_MESSAGES.phoneInvalid;
  if (digits.length > PHONE_MAX) return ACCOUNT_MESSAGES.phoneTooLong;
  const international = `+${code}${digits}`;
  switch (validatePhoneNumberLength(international)) {
    case 'TOO_SHORT':
      return ACCOUNT_MESSAGES.phoneTooShort;
    case 'TOO_LONG':
      return ACCOUNT_MESSAGES.phoneTooLong;
    case 'INVALID_COUNTRY':
      return ACCOUNT_MESSAGES.phoneCountryInvalid;
    case undefined:
      break;
    default:
      return ACCOUNT_MESSAGES.phoneInvalid;
  }
  return isValidPhoneNumber(international) ? null : ACCOUNT_MESSAGES.phoneInvalid;
}
