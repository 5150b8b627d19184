import { COOKIE_NAMES } from '@reprise/domain/constants';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBrowserCookies, readCookie, writeCookie } from '../../lib/cookies/browser-cookies';
import { CurrencyDialog } from './currency-dialog';

const LIST = {
  data: [
    { code: 'GBP', content: '£', name: 'British Pound', active: false, minor_units: 2 },
    { code: 'EUR', content: '€', name: 'Euro', active: false, minor_units: 2 },
    { code: 'USD', content: '$', name: 'US Dollar', active: true, minor_units: 2 },
  ],
};

describe('CurrencyDialog', () => {
  const reload = vi.fn();
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(JSON.stringify(LIST), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    // location.reload cannot be spied on directly; swap the location object for the test.
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      protocol: 'http:',
      reload,
    } as Location);
  });
  afterEach(() => {
    cleanup();
    clearBrowserCookies();
    reload.mockReset();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('loads the list when opened and marks GBP as current by default', async () => {
    render(<CurrencyDialog open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Currency' });
    const gbp = await within(dialog).findByRole('button', { name: /GBP/ });
    expect(fetchMock).toHaveBeenCalledWith('/api/getCurrencyList', expect.anything());
    expect(gbp.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('button', { name: /USD/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('marks the stored currency as current', async () => {
    writeCookie(COOKIE_NAMES.currencyTo, 'EUR');
    render(<CurrencyDialog open onOpenChange={() => {}} />);
    const eur = await screen.findByRole('button', { name: /EUR/ });
    expect(eur.getAttribute('aria-pressed')).toBe('true');
  });

  it('stores the choice in the three currency cookies and reloads', async () => {
    render(<CurrencyDialog open onOpenChange={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: /EUR/ }));
    expect(readCookie(COOKIE_NAMES.currencyTo)).toBe('EUR');
    expect(readCookie(COOKIE_NAMES.currencySymbol)).toBe('€');
    expect(readCookie(COOKIE_NAMES.userCurrency)).toBe('EUR');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not fetch until opened, and offers a retry when the list fails', async () => {
    const { rerender } = render(<CurrencyDialog open={false} onOpenChange={() => {}} />);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 500 }));
    rerender(<CurrencyDialog open onOpenChange={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /GBP/ })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(<CurrencyDialog open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Currency' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
