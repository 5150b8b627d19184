import { describe, expect, it } from 'vitest';
import { formatMessage, messageVariables } from './format-message';

describe('formatMessage', () => {
  it('fills in variables and leaves plain text alone', () => {
    expect(formatMessage('Hello {name}, you have {n} seats', { name: 'Ada', n: 2 })).toBe(
      'Hello Ada, you have 2 seats',
    );
    expect(formatMessage('No braces here')).toBe('No braces here');
  });

  it('picks the plural form by the language, exact numbers first', () => {
    const text = '{count, plural, =0 {No tickets} one {# ticket} other {# tickets}}';
    expect(formatMessage(text, { count: 0 })).toBe('No tickets');
    expect(formatMessage(text, { count: 1 })).toBe('1 ticket');
    expect(formatMessage(text, { count: 3 })).toBe('3 tickets');
    // French counts 0 and 1 as "one".
    const fr = '{count, plural, one {# billet} other {# billets}}';
    expect(formatMessage(fr, { count: 0 }, 'fr')).toBe('0 billet');
  });

  it('selects by value, with variables inside a branch', () => {
    const text = 'Paid by {method, select, card {card ending {last4}} other {another way}}.';
    expect(formatMessage(text, { method: 'card', last4: '4242' })).toBe(
      'Paid by card ending 4242.',
    );
    expect(formatMessage(text, { method: 'bank', last4: '' })).toBe('Paid by another way.');
  });

  it('lists the variables a message uses', () => {
    expect(
      messageVariables(
        '{a} and {count, plural, one {# {b}} other {# {c}}} {kind, select, x {} other {}}',
      ),
    ).toEqual(['a', 'b', 'c', 'count', 'kind']);
  });
});
