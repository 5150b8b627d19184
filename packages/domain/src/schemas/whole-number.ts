// The one reading of a whole number sent by a client: a JSON integer or a string of digits (a
// query string only has strings). Number() would read "1e1" as 10, "0x2" and [2] as 2, and " 2" or
// "" quietly too; a client that sends those gets a 400 naming the field instead of a guess.
import { z } from 'zod';
import { MAX_TICKET_QUANTITY } from '../constants';
import { MAX_RECORD_ID } from '../ids';

const DIGITS = /^\d+$/;

// An empty field leaves the message bare, for callers that prefix the path themselves.
const says = (field: string, text: string) => (field ? `${field} ${text}` : text);

/** A JSON integer or a string of digits, read as a number; anything else is refused. */
function integerInput(field: string) {
  const notWhole = says(field, 'must be a whole number');
  return z
    .union([z.int({ error: notWhole }), z.string().regex(DIGITS, notWhole)], { error: notWhole })
    .transform(Number);
}

/** A whole number from min to max, sent as a JSON integer or a string of digits. */
export function wholeNumber(field: string, min: number, max: number) {
  return integerInput(field).pipe(
    z
      .number()
      .min(min, says(field, `must be at least ${min}`))
      .max(max, says(field, `must be at most ${max}`)),
  );
}

/** A record id: a positive int4, so a larger number is a 400 rather than a database error. */
export function recordId(field: string) {
  return integerInput(field).pipe(
    z
      .number()
      .min(1, says(field, 'must be positive'))
      .max(MAX_RECORD_ID, says(field, 'is too large')),
  );
}

/** A number of tickets, 1 to MAX_TICKET_QUANTITY. */
export function ticketQuantity(field = 'quantity') {
  return wholeNumber(field, 1, MAX_TICKET_QUANTITY);
}

/**
 * A whole number from min to max read the lenient way the content, geo and search calls always
 * have (Number()'s coercion first); kept apart from wholeNumber so their answers do not change.
 */
export function coercedWholeNumber(field: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);
}
