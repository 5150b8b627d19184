import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inGerman } from '../../../test-support/in-german';
import { testHold } from './checkout-test-data';
import { HeldTickets } from './held-tickets';

const held = () => screen.getByRole('region', { name: /tickets/i }).textContent ?? '';

describe('the held tickets at checkout', () => {
  afterEach(cleanup);

  it('words the place from the listing: section, row and its seat block', () => {
    render(<HeldTickets hold={testHold(600_000)} />);
    expect(held()).toContain('2 tickets · Section 101, Row 12, Seats 5–6');
    cleanup();
    render(inGerman(<HeldTickets hold={testHold(600_000)} />));
    expect(held()).toContain('2 Tickets · Block 101, Reihe 12, Plätze 5–6');
  });

  it('names one seat, and no seats when the listing names none', () => {
    const listing = testHold(0).listing;
    render(
      inGerman(<HeldTickets hold={testHold(600_000, { listing: { ...listing, seatTo: 5 } })} />),
    );
    expect(held()).toContain('Block 101, Reihe 12, Platz 5');
    cleanup();
    const open = { ...listing, row: null, seatFrom: null, seatTo: null };
    render(<HeldTickets hold={testHold(600_000, { listing: open })} />);
    expect(held()).toMatch(/Section 101(?!,)/);
  });
});
