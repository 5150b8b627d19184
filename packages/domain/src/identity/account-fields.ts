// The account form rules, with their messages verbatim. Plain functions, no zod: the web
// forms run them in the browser (zod stays out of the bundle, ADR 0004) and the API runs the same
// ones on the server, so a rule and its message exist once. Each validator answers the message of
// the first rule the value breaks, or null when it is fine.
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIAL_CHARACTERS } from '../constants';

/** Characters the account page's free-text location may hold. */
export const PROFILE_LOCATION_MAX = 120;

/** The form messages, verbatim where the product fixes their wording. */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email',
  emailTooLong: `Email must be at most ${EMAIL_MAX} characters`,
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameSpecial: 'Special characters are not allowed in the First Name',
  lastNameSpecial: 'Special characters are not allowed in the Last Name',
  phoneInvalid: 'Invalid Phone Number',
  phoneCountryInvalid: 'Invalid country code',
  phoneTooShort: 'Too short',
  phoneTooLong: 'Too long',
  firstOrderRequired: '*Required',
  firstOrderFirstNameSpace: 'First name should not start with a space',
  firstOrderLastNameSpace: 'Last name should not start with a space',
  firstOrderEmailInvalid: 'Invalid email',
  forgotEmailRequired: 'Email is required',
  forgotEmailInvalid: 'Please enter a valid email address',
  oldPasswordRequired: 'Old Password is required',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordPattern:
    'Must Contain 8 Characters, at least 1 Uppercase, 1 Lowercase, 1 Number and 1 Special Character',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordsMustMatch: 'Passwords must match',
  invalidRequest: 'Invalid request!',
  phoneDigits: 'Phone number may only contain digits',
  locationTooLong: `Location must be at most ${PROFILE_LOCATION_MAX} characters`,
} as const;

/**
 * The password rule as the help text states it (the rule actually enforced, not the
 * old help text's contradictory "minimum 12").
 */
export const PASSWORD_HELP_TEXT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, with at least 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character (${[...PASSWORD_SPECIAL_CHARACTERS].join(' ')}).`;

type Message = string | null;

// A dot-atom local part and a domain of dot-separated labels with a top-level part: what mail
// servers accept and what fans type, without quoted local parts nobody uses.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether a text is an email address of the standard pattern, at most 255 characters. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** Email of the login and sign-up forms: required, valid, at most 255 characters. */
export function validateLoginEmail(value: string): Message {
  const email = value.trim();
  if (!email) return ACCOUNT_MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX) return ACCOUNT_MESSAGES.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return ACCOUNT_MESSAGES.emailInvalid;
  return null;
}

/** Password of the login form: required (its strength was checked when it was set). */
export function validateLoginPassword(value: string): Message {
  return value ? null : ACCOUNT_MESSAGES.passwordRequired;
}

// Letters of any script (with their accents), digits and inner spaces: "José", "Mary Ann", "Zoë".
const NAME_PATTERN = /^[\p{L}\p{M}\d]+(?: [\p{L}\p{M}\d]+)*$/u;

/**
 * First or last name of the email sign-up form. On screens 576 px and wider (`strict`), only
 * letters and digits are allowed; narrower screens check presence only.
 */
export function validateSignUpName(value: string, which: 'first' | 'last', strict = true): Message {
  const name = value.trim();
  if (!name) {
    return which === 'first'
      ? ACCOUNT_MESSAGES.firstNameRequired
      : ACCOUNT_MESSAGES.lastNameRequired;
  }
  if (strict && !NAME_PATTERN.test(name)) {
    return which === 'first' ? ACCOUNT_MESSAGES.firstNameSpecial : ACCOUNT_MESSAGES.lastNameSpecial;
  }
  return null;
}

/** A name of the first-order pop-up: required, no leading space, letters and digits only. */
export function validateFirstOrderName(value: string, which: 'first' | 'last'): Message {
  if (!value.trim()) return ACCOUNT_MESSAGES.firstOrderRequired;
  if (value.startsWith(' ')) {
    return which === 'first'
      ? ACCOUNT_MESSAGES.firstOrderFirstNameSpace
      : ACCOUNT_MESSAGES.firstOrderLastNameSpace;
  }
  if (!NAME_PATTERN.test(value.trimEnd())) {
    return which === 'first' ? ACCOUNT_MESSAGES.firstNameSpecial : ACCOUNT_MESSAGES.lastNameSpecial;
  }
  return null;
}

/** Email of the first-order pop-up: required, no leading space, valid ('Invalid email'). */
export function validateFirstOrderEmail(value: string): Message {
  if (!value.trim()) return ACCOUNT_MESSAGES.firstOrderRequired;
  if (value.startsWith(' ') || !isEmailAddress(value.trimEnd())) {
    return ACCOUNT_MESSAGES.firstOrderEmailInvalid;
  }
  return null;
}

/** Email of the forgot-password form. */
export function validateForgotEmail(value: string): Message {
  const email = value.trim();
  if (!email) return ACCOUNT_MESSAGES.forgotEmailRequired;
  if (!isEmailAddress(email)) return ACCOUNT_MESSAGES.forgotEmailInvalid;
  return null;
}

const SPECIAL = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS}]`);

/** Whether a password meets the password rule: 8–21 characters, upper, lower, digit, special. */
export function isStrongPassword(value: string): boolean {
  return validateNewPassword(value) === null;
}

/** A new password (set, reset or change): required, the password pattern, at most 21 characters. */
export function validateNewPassword(value: string): Message {
  if (!value) return ACCOUNT_MESSAGES.passwordRequired;
  if (value.length > PASSWORD_MAX) return ACCOUNT_MESSAGES.passwordTooLong;
  const meetsPattern =
    value.length >= PASSWORD_MIN &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    SPECIAL.test(value);
  return meetsPattern ? null : ACCOUNT_MESSAGES.passwordPattern;
}

/** The confirmation of a new password: required, same pattern and maximum, equal to it. */
export function validateConfirmPassword(value: string, password: string): Message {
  if (!value) return ACCOUNT_MESSAGES.confirmPasswordRequired;
  const pattern = validateNewPassword(value);
  if (pattern) return pattern;
  return value === password ? null : ACCOUNT_MESSAGES.passwordsMustMatch;
}

/** The old password of the change-password form. */
export function validateOldPassword(value: string): Message {
  return value ? null : ACCOUNT_MESSAGES.oldPasswordRequired;
}

/** The phone input keeps digits only: every other character typed or pasted is stripped. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}
