import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { inGerman } from '../../../test-support/in-german';
import { testOrder } from '../checkout/checkout-test-data';
import { QrTicketPage } from './qr-ticket-page';

const ticket = {
  index: 1,
  seat: 6,
  place: 'Section 101, Row 12, Seat 6',
  pdfUrl: null,
  qrUrl: '/api/tickets/31.1.qr.1.sig',
  walletUrl: null,
};

function renderIn(german: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <QrTicketPage order={testOrder()} ticket={ticket} countryCode={null} />,
    },
  ]);
  const stub = <Stub initialEntries={['/']} />;
  render(german ? inGerman(stub) : stub);
}

describe('the QR ticket page', () => {
  afterEach(cleanup);

  it.each([
    {
      german: false,
      words: [
        'Ticket 2 of 2',
        'QR code of ticket 2',
        '← Order RP-7K3Q9X',
        'Holder: Ada Byron',
        'Section 101, Row 12, Seat 6',
      ],
      day: /\d{1,2} [A-Z][a-z]+ \d{4}/,
    },
    {
      german: true,
      words: [
        'Ticket 2 von 2',
        'QR-Code von Ticket 2',
        '← Bestellung RP-7K3Q9X',
        'Inhaber: Ada Byron',
        'Block 101, Reihe 12, Platz 6',
      ],
      day: /\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/,
    },
  ])(
    'shows the code, the seat worded from data, the holder and the day (German: $german)',
    async ({ german, words, day }) => {
      const [heading, alt, back, holder, place] = words as [string, string, string, string, string];
      renderIn(german);
      await screen.findByRole('heading', { name: heading, level: 1 });
      expect(screen.getByRole('img', { name: `${alt}: ${place}` })).toBeTruthy();
      expect(screen.getByText(place)).toBeTruthy();
      expect(screen.getByRole('link', { name: back })).toBeTruthy();
      expect(screen.getByText(holder)).toBeTruthy();
      expect(screen.getByRole('main').textContent).toMatch(day);
    },
  );
});
