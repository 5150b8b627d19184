import { ApiRequestError } from '../../lib/api-client';

/** What a form says when its call failed without a message of the server's (offline, 5xx). */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/**
 * The text a form shows when its call failed: the server's message, else `fallback` —
 * 'Invalid request!' for the password forms, a friendly retry text for the others.
 */
export function failureMessage(error: unknown, fallback = GENERIC_FAILURE): string {
  if (error instanceof ApiRequestError && error.serverMessage) {
    // A 5xx body never explains anything the buyer can act on.
    return error.status >= 500 ? fallback : error.serverMessage;
  }
  return fallback;
}
