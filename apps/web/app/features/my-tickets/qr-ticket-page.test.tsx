import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import germanMessages from '../../../messages/de.json';
import { CatalogueContext } from '../../lib/i18n/catalogue';
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
  render(
    german ? (
      <CatalogueContext.Provider value={{ language: 'de', messages: germanMessages }}>
        {stub}
      </CatalogueContext.Provider>
    ) : (
      stub
    ),
  );
}

describe('the QR ticket page', () => {
  afterEach(cleanup);

  it('shows the code full width with the seat and the holder', async () => {
    renderIn(false);
    await screen.findByRole('heading', { name: 'Ticket 2 of 2', level: 1 });
    expect(
      screen.getByRole('img', { name: 'QR code of ticket 2: Section 101, Row 12, Seat 6' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Order RP-7K3Q9X' })).toBeTruthy();
    expect(screen.getByText('Holder: Ada Byron')).toBeTruthy();
  });

  it('speaks the page language: words and the event day in German', async () => {
    renderIn(true);
    await screen.findByRole('heading', { name: 'Ticket 2 von 2', level: 1 });
    expect(
      screen.getByRole('img', { name: 'QR-Code von Ticket 2: Section 101, Row 12, Seat 6' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Bestellung RP-7K3Q9X' })).toBeTruthy();
    expect(screen.getByText('Inhaber: Ada Byron')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain(
      'Jeder Code gilt für einen einzigen Einlass.',
    );
    expect(screen.getByRole('main').textContent).toMatch(
      /\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/,
    );
  });
});
