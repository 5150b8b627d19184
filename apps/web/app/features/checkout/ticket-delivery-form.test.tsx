import { TICKET_TYPE_IDS } from '@reprise/domain/ids';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inGerman } from '../../../test-support/in-german';
import { fakeApi } from '../account/account-test-support';
import { testHold } from './checkout-test-data';
import { TicketDeliveryForm } from './ticket-delivery-form';

const SESSION = '8f0c6a3e-2b1d-4c5e-9f7a-1b2c3d4e5f60';
const hardStock = () =>
  testHold(600_000, {
    listing: { ...testHold(0).listing, ticketTypeId: TICKET_TYPE_IDS.HardStock },
  });

describe('ticket delivery at checkout', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says numbered seats are allocated side by side, and asks no address for eTickets', () => {
    render(<TicketDeliveryForm hold={testHold(600_000)} sessionOf={() => SESSION} />);
    expect(
      screen.getByText(/2 seats are allocated side by side when your order is confirmed/),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Shipping address' })).toBeNull();
  });

  it('words the seats and the address form in the page language', () => {
    render(inGerman(<TicketDeliveryForm hold={hardStock()} sessionOf={() => SESSION} />));
    expect(screen.getByText(/Deine 2 Plätze werden nebeneinander zugeteilt/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    expect(screen.getByText('Bitte ausfüllen: Ort.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Lieferadresse' })).toBeTruthy();
  });

  it('asks hard-stock buyers for the address, names each missing field, and saves it for the hold', async () => {
    const api = fakeApi({ '/api/order/shipping-address': () => [200, { data: { saved: true } }] });
    render(<TicketDeliveryForm hold={hardStock()} sessionOf={() => SESSION} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Town or city is required.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    const values: Record<string, string> = {
      'Full name': 'Ada Byron',
      'Address line 1': '1 Market Street',
      'Town or city': 'Leeds',
      Postcode: 'LS1 1AA',
      Country: 'United Kingdom',
    };
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved.')).toBeTruthy();
    expect(api.callsTo('/api/order/shipping-address')[0]!.body).toMatchObject({
      holdId: 7,
      sessionId: SESSION,
      name: 'Ada Byron',
      city: 'Leeds',
    });
  });
});
