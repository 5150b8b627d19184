import { ACCOUNT_MESSAGES, PASSWORD_HELP_TEXT } from '@reprise/domain/identity/account-fields';
import type { MessageKey, Translate } from './catalogue';

// The form rules live in the domain package, shared with the API, and answer their English
// message (verbatim where the product fixes it). The page shows each in its language: the rule's
// message is the key to the catalogue's.
const ACCOUNT_KEYS: Record<keyof typeof ACCOUNT_MESSAGES, MessageKey> = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  emailTooLong: 'validation.emailTooLong',
  passwordRequired: 'validation.passwordRequired',
  firstNameRequired: 'validation.firstNameRequired',
  lastNameRequired: 'validation.lastNameRequired',
  firstNameSpecial: 'validation.firstNameSpecial',
  lastNameSpecial: 'validation.lastNameSpecial',
  phoneInvalid: 'validation.phoneInvalid',
  phoneCountryInvalid: 'validation.phoneCountryInvalid',
  phoneTooShort: 'validation.phoneTooShort',
  phoneTooLong: 'validation.phoneTooLong',
  firstOrderRequired: 'validation.firstOrderRequired',
  firstOrderFirstNameSpace: 'validation.firstOrderFirstNameSpace',
  firstOrderLastNameSpace: 'validation.firstOrderLastNameSpace',
  firstOrderEmailInvalid: 'validation.firstOrderEmailInvalid',
  forgotEmailRequired: 'validation.forgotEmailRequired',
  forgotEmailInvalid: 'validation.forgotEmailInvalid',
  oldPasswordRequired: 'validation.oldPasswordRequired',
  confirmPasswordRequired: 'validation.confirmPasswordRequired',
  passwordPattern: 'validation.passwordPattern',
  passwordTooLong: 'validation.passwordTooLong',
  passwordsMustMatch: 'validation.passwordsMustMatch',
  invalidRequest: 'validation.invalidRequest',
  phoneDigits: 'validation.phoneDigits',
  locationTooLong: 'validation.locationTooLong',
};

const BY_TEXT = new Map<string, MessageKey>([
  ...(Object.keys(ACCOUNT_KEYS) as (keyof typeof ACCOUNT_MESSAGES)[]).map(
    (name): [string, MessageKey] => [ACCOUNT_MESSAGES[name], ACCOUNT_KEYS[name]],
  ),
  [PASSWORD_HELP_TEXT, 'validation.passwordHelp'],
]);

/** A form rule's message in the page's language (a message of no rule's stays as it is). */
export function formMessage(t: Translate, message: string): string;
export function formMessage(t: Translate, message: string | null): string | null;
export function formMessage(t: Translate, message: string | null): string | null {
  if (message === null) return null;
  const key = BY_TEXT.get(message);
  return key ? t(key) : message;
}
