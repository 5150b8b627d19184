import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ADA,
  cleanUpAfterEachAccountTest,
  fakeApi,
  renderWithAccount,
  session,
} from '../account/account-test-support';
import { PriceAlertForm, targetMinorOf } from './price-alert-form';

const answer = {
  event: { id: 7 } as never,
  zones: [
    { id: 'lower', name: 'Lower Tier', rank: 2, listingCount: 3 },
    { id: 'club', name: 'Club', rank: 1, listingCount: 1 },
  ],
  currency: { code: 'GBP', minorUnits: 2 },
};

describe('PriceAlertForm', () => {
  cleanUpAfterEachAccountTest();

  it('offers sign-in to an anonymous visitor and reads no alerts', async () => {
    const api = fakeApi({ '/api/alerts': () => [200, { data: [] }] });
    renderWithAccount(<PriceAlertForm answer={answer} quantity={2} />);
    expect(
      await screen.findByRole('button', { name: 'Sign in to set a price alert' }),
    ).toBeTruthy();
    expect(api.callsTo('/api/alerts')).toHaveLength(0);
  });

  it("sets an alert in the page's currency and lists it with a Stop button", async () => {
    session.user = ADA;
    const api = fakeApi({
      '/api/alerts': (body) =>
        body
          ? [201, { data: { id: 11, endedAt: null, section: null, ...body } }]
          : [200, { data: [] }],
      '/api/alerts/end': () => [200, { data: { ended: true } }],
    });
    renderWithAccount(<PriceAlertForm answer={answer} quantity={2} />);
    fireEvent.change(await screen.findByLabelText('Zone'), { target: { value: 'lower' } });
    fireEvent.change(screen.getByLabelText('Most per ticket (GBP)'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set price alert' }));
    const stop = await screen.findByRole('button', {
      name: 'Stop alert: 2 tickets in Lower Tier, £80.00 or less each',
    });
    const posted = api.callsTo('/api/alerts').find((call) => call.body)!;
    expect(posted.body).toEqual({
      eventId: 7,
      quantity: 2,
      zoneId: 'lower',
      targetMinor: 8_000,
      currency: 'GBP',
    });
    expect(screen.getByRole('status').textContent).toContain('Alert set');
    fireEvent.click(stop);
    await vi.waitFor(() => expect(screen.queryByRole('list')).toBeNull());
    expect(api.callsTo('/api/alerts/end')[0]!.body).toEqual({ alertId: 11 });
  });

  it('refuses a target that is not a price before calling the API', async () => {
    session.user = ADA;
    const api = fakeApi({ '/api/alerts': () => [200, { data: [] }] });
    renderWithAccount(<PriceAlertForm answer={answer} quantity={2} />);
    fireEvent.change(await screen.findByLabelText('Most per ticket (GBP)'), {
      target: { value: 'cheap' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set price alert' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Enter the most you would pay',
    );
    expect(api.callsTo('/api/alerts').filter((call) => call.body)).toHaveLength(0);
  });
});

describe('targetMinorOf', () => {
  it('reads major units into minor units', () => {
    expect(targetMinorOf('80', 2)).toBe(8_000);
    expect(targetMinorOf('79.5', 2)).toBe(7_950);
    expect(targetMinorOf('1870', 0)).toBe(1_870);
    expect(targetMinorOf('0', 2)).toBeNull();
    expect(targetMinorOf('-5', 2)).toBeNull();
  });
});
