import { ApiRequestError } from '../api-client';
import type { MessageKey, Translate } from './catalogue';

// The API answers a refusal with a stable code and its English text; the fan reads it in the
// page's language, looked up by code. English shows the API's own words as sent (some carry a
// number: a wait, a quantity); the catalogue's English messages are their general form. A code
// with no message of ours reads as the generic sentence outside English, rather than English in
// the middle of a German page.
const BY_CODE: Partial<Record<string, MessageKey>> = {
  INVALID_CREDENTIALS: 'apiError.INVALID_CREDENTIALS',
  HOLD_EXPIRED: 'apiError.HOLD_EXPIRED',
  SEATS_UNAVAILABLE: 'apiError.SEATS_UNAVAILABLE',
  QUANTITY_NOT_ALLOWED: 'apiError.QUANTITY_NOT_ALLOWED',
  PROMO_USED_UP: 'apiError.PROMO_USED_UP',
  PROMO_NOT_FOUND: 'apiError.PROMO_NOT_FOUND',
  PROMO_NOT_APPLICABLE: 'apiError.PROMO_NOT_APPLICABLE',
  PROMO_EXPIRED: 'apiError.PROMO_EXPIRED',
  CHALLENGE_INVALID: 'apiError.CHALLENGE_INVALID',
  CHALLENGE_REQUIRED: 'apiError.CHALLENGE_REQUIRED',
  EVENT_NOT_ON_SALE: 'apiError.EVENT_NOT_ON_SALE',
  TOKEN_INVALID: 'apiError.TOKEN_INVALID',
  UNAUTHENTICATED: 'apiError.UNAUTHENTICATED',
  RATE_LIMITED: 'apiError.RATE_LIMITED',
  HOLD_COOLDOWN: 'apiError.HOLD_COOLDOWN',
};

// Refusals sharing a code (VALIDATION_FAILED) whose wording is fixed on the API: known by it.
const BY_TEXT: Partial<Record<string, MessageKey>> = {
  'The old password is incorrect.': 'apiError.oldPasswordWrong',
  'Your account has no password yet. Use Forgot Password to set one.': 'apiError.noPasswordYet',
};

/**
 * The text a form shows when its call failed, in the page's language: the API's reason by its
 * code, else `fallback` (offline, a 5xx, an unknown refusal outside English).
 */
export function apiErrorText(
  t: Translate,
  language: string,
  error: unknown,
  fallback: MessageKey = 'apiError.generic',
): string {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return t(fallback);
  if (language === 'en') return error.serverMessage ?? t(fallback);
  const key =
    BY_CODE[error.code] ?? (error.serverMessage ? BY_TEXT[error.serverMessage] : undefined);
  return t(key ?? fallback);
}
