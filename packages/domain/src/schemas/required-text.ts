import { z } from 'zod';

/** What a required text field answers a value that is not a string (absent included). */
export type NotTextMessage = 'must be a text' | 'is required';

/**
 * The one rule for a required text input: trimmed, then 1 to `max` characters, every message naming
 * the field. A value that is not a string "must be a text", or, where the call has always said
 * so (parameters, tokens), "is required".
 */
export function requiredText(
  field: string,
  max: number,
  notText: NotTextMessage = 'must be a text',
) {
  return z
    .string({ error: `${field} ${notText}` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
}
