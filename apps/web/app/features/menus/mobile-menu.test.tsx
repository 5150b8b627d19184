import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU } from './menu-test-data';
import { MobileMenu } from './mobile-menu';

function renderMenu(onOpenCurrency = vi.fn()) {
  const Stub = createRoutesStub([
    {
      path: '/*',
      Component: () => (
        <MobileMenu
          menu={MENU}
          countryCode="uk"
          onOpenCurrency={onOpenCurrency}
          currencyLabel="GBP £"
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return onOpenCurrency;
}

const hamburger = () => screen.getByRole('button', { name: 'Open menu' });
const drawer = () => screen.getByRole('dialog', { name: 'Menu' });
const rows = () =>
  within(drawer())
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('MobileMenu', () => {
  afterEach(cleanup);

  it('drills category → genre → performer with a Back button at each level', async () => {
    renderMenu();
    fireEvent.click(hamburger());
    expect(rows()).toEqual(['Sports', 'Leagues', 'Genres', 'CurrencyGBP £']);
    expect(within(drawer()).queryByRole('button', { name: /Back/ })).toBeNull();

    fireEvent.click(within(drawer()).getByRole('button', { name: 'Sports' }));
    const heading = within(drawer()).getByRole('heading', { name: 'Sports' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(drawer()).getByRole('link', { name: 'All Sports' }).getAttribute('href')).toBe(
      '/uk/sports',
    );
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Premier League' }));

    expect(within(drawer()).getByRole('heading', { name: 'Premier League' })).toBeTruthy();
    expect(within(drawer()).getByRole('link', { name: 'Chelsea' }).getAttribute('href')).toBe(
      '/uk/sports/epl/chelsea',
    );
    expect(
      within(drawer()).getByRole('link', { name: 'All Premier League' }).getAttribute('href'),
    ).toBe('/uk/sports/epl');

    fireEvent.click(within(drawer()).getByRole('button', { name: /Back/ }));
    expect(within(drawer()).getByRole('heading', { name: 'Sports' })).toBeTruthy();
    fireEvent.click(within(drawer()).getByRole('button', { name: /Back/ }));
    expect(rows()).toEqual(['Sports', 'Leagues', 'Genres', 'CurrencyGBP £']);
  });

  it('lists the region league titles', () => {
    renderMenu();
    fireEvent.click(hamburger());
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Leagues' }));
    expect(
      within(drawer()).getByRole('link', { name: 'Premier League' }).getAttribute('href'),
    ).toBe('/uk/sports/epl');
  });

  it('closes on Escape, back at the top level, with focus on the hamburger', async () => {
    renderMenu();
    hamburger().focus();
    fireEvent.click(hamburger());
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Sports' }));
    fireEvent.keyDown(drawer(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(hamburger()));
    fireEvent.click(hamburger());
    expect(rows()[0]).toBe('Sports');
  });

  it('the Currency entry closes the drawer and asks the shell for its currency dialog', async () => {
    const onOpenCurrency = renderMenu();
    fireEvent.click(hamburger());
    fireEvent.click(within(drawer()).getByRole('button', { name: /Currency/ }));
    await waitFor(() => expect(onOpenCurrency).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
