import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENCY, testListing } from './event-page-test-data';
import { PriceBreakdown } from './price-breakdown';

describe('PriceBreakdown', () => {
  afterEach(cleanup);

  it('is a real button that discloses the per-ticket breakdown and the total', () => {
    render(<PriceBreakdown listing={testListing()} currency={CURRENCY} />);
    const button = screen.getByRole('button', { name: /Price details/ });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const text = panel.textContent ?? '';
    expect(text).toContain('Ticket price£40.00');
    expect(text).toContain('Fees£8.00');
    expect(text).toContain('Tax (10%)£4.80');
    expect(text).toContain('All-in, per ticket£52.80');
    expect(text).toContain('Total for 2 tickets£105.60');
    expect(text).toContain('QR Code: QR code tickets must be shown on your smartphone');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('leaves tax out where the listing carries none', () => {
    const listing = testListing({
      price: { ...testListing().price, tax: 0, taxRateBp: 0, allIn: 4_800 },
      amount: { ...testListing().amount, taxValue: 0, tax: { amount: 0 }, total: 9_600 },
    });
    render(<PriceBreakdown listing={listing} currency={CURRENCY} />);
    fireEvent.click(screen.getByRole('button', { name: /Price details/ }));
    expect(screen.queryByText(/^Tax/)).toBeNull();
    expect(screen.getByText('Total for 2 tickets')).toBeTruthy();
  });
});
