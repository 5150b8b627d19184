import { describe, expect, it } from 'vitest';
import { displayEventTitle } from './event-title';

describe('displayEventTitle', () => {
  it.each([
    ['Coldplay (Rescheduled from 3/7/2020)', 'Coldplay'],
    ['Coldplay (rescheduled FROM March 7, 2020)  ', 'Coldplay'],
    ['Coldplay(Rescheduled from 3/7/2020)', 'Coldplay'],
    ['Hamilton (Touring) (Rescheduled from 1/2/2021)', 'Hamilton (Touring)'],
    ['Long Name (Rescheduled from 3/7', 'Long Name'],
    ['  Adele  ', 'Adele'],
  ])('%j → %j', (name, expected) => {
    expect(displayEventTitle(name)).toBe(expected);
  });

  it('keeps a rescheduled note that is not the suffix', () => {
    expect(displayEventTitle('(Rescheduled from 2020) Tour Finale')).toBe(
      '(Rescheduled from 2020) Tour Finale',
    );
    expect(displayEventTitle('Rescheduled Show')).toBe('Rescheduled Show');
  });
});
