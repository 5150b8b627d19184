import { describe, expect, it } from 'vitest';
import {
  droppedTokens,
  emptyMessages,
  keyDrift,
  unusedKeys,
  variableDrift,
} from './catalogue-checks';

const english = {
  'refund.when': 'The refund will appear in 1-2 weeks.',
  'order.tickets': '{count, plural, one {# ticket} other {# tickets}}: {seats}',
  'order.heading': 'Your order is confirmed',
};

describe('catalogue checks', () => {
  it('finds keys a translation lacks or adds', () => {
    const german = { 'refund.when': 'In 1-2 Wochen.', 'order.extra': 'Mehr' };
    expect(keyDrift(english, german)).toEqual({
      missing: ['order.tickets', 'order.heading'],
      extra: ['order.extra'],
    });
  });

  it('finds messages whose variables differ', () => {
    const german = {
      'order.tickets': '{count, plural, one {# Ticket} other {# Tickets}}: {plätze}',
    };
    expect(variableDrift(english, german)).toEqual(['order.tickets']);
  });

  it('finds a translation that drops a number, a # or a variable', () => {
    const german = {
      'refund.when': 'Die Erstattung erscheint bald.',
      'order.tickets': '{count, plural, one {ein Ticket} other {Tickets}}',
      'order.heading': 'Deine Bestellung ist bestätigt',
    };
    expect(droppedTokens(english, german)).toEqual(['refund.when: 1 2', 'order.tickets: {seats #']);
  });

  it('finds empty messages and keys no code quotes', () => {
    expect(emptyMessages({ a: 'Text', b: '  ' })).toEqual(['b']);
    expect(unusedKeys(english, 't(\'order.heading\'); t("refund.when")')).toEqual([
      'order.tickets',
    ]);
  });
});
