import { describe, expect, it } from 'vitest';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import { ApiRequestError } from '../api-client';
import { apiErrorText } from './api-error-text';
import { translator } from './catalogue';

const german = translator({ language: 'de', messages: de });
const english = translator({ language: 'en', messages: en });

describe('an API refusal in the fan’s language', () => {
  it('is looked up by its code outside English, the API’s words kept in English', () => {
    const taken = new ApiRequestError(409, {
      code: 'SEATS_UNAVAILABLE',
      message: 'Sorry, these tickets were just taken. Please pick other tickets.',
    });
    expect(apiErrorText(german, 'de', taken)).toBe(
      'Leider wurden diese Tickets gerade vergeben. Bitte wähle andere Tickets.',
    );
    expect(apiErrorText(english, 'en', taken)).toBe(
      'Sorry, these tickets were just taken. Please pick other tickets.',
    );
  });

  it('falls back to the generic sentence for an unknown code, a 5xx or no answer', () => {
    const odd = new ApiRequestError(400, { code: 'SOMETHING_NEW', message: 'An English reason.' });
    expect(apiErrorText(german, 'de', odd)).toBe(de['apiError.generic']);
    expect(apiErrorText(english, 'en', odd)).toBe('An English reason.');
    expect(apiErrorText(german, 'de', new TypeError('offline'))).toBe(de['apiError.generic']);
    const down = new ApiRequestError(503, { code: 'INTERNAL', message: 'Down.' });
    expect(apiErrorText(english, 'en', down)).toBe(en['apiError.generic']);
  });
});
