import { ACCOUNT_MESSAGES, PASSWORD_HELP_TEXT } from '@reprise/domain/identity/account-fields';
import { describe, expect, it } from 'vitest';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import { translator } from './catalogue';
import { formMessage } from './form-message';

describe('form rule messages', () => {
  it('are the rules’ own words in English, every one of them', () => {
    const english = translator({ language: 'en', messages: en });
    for (const message of [...Object.values(ACCOUNT_MESSAGES), PASSWORD_HELP_TEXT]) {
      expect(formMessage(english, message)).toBe(message);
    }
  });

  it('read in the page’s language', () => {
    const german = translator({ language: 'de', messages: de });
    expect(formMessage(german, ACCOUNT_MESSAGES.emailRequired)).toBe(
      'E-Mail-Adresse ist erforderlich',
    );
    expect(formMessage(german, null)).toBeNull();
  });
});
