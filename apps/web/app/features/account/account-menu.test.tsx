import { HOVER_DELAY_MS } from '@reprise/domain/constants';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu';
import {
  ADA,
  cleanUpAfterEachAccountTest,
  fakeApi,
  renderWithAccount,
  session,
  setViewportWidth,
} from './account-test-support';

const MENU = 'Ada Byron, account menu';

async function renderMenu(width: number, path = '/uk/sports') {
  setViewportWidth(width);
  session.user = ADA;
  renderWithAccount(<AccountMenu countryCode="uk" tone="white" />, { path });
  const button = await screen.findByRole('button', { name: MENU });
  return { button, list: () => document.getElementById(button.getAttribute('aria-controls')!)! };
}

function mouse(type: 'pointerEnter' | 'pointerLeave', element: HTMLElement) {
  fireEvent[type](element, { pointerType: 'mouse', clientX: 10, clientY: 10 });
}

describe('AccountMenu', () => {
  cleanUpAfterEachAccountTest();

  it('is a Sign in button for an anonymous visitor, and a click opens the Sign in dialog', async () => {
    fakeApi({ '/api/auth/providers': () => [200, { data: { google: false, facebook: false } }] });
    renderWithAccount(<AccountMenu countryCode={null} tone="black" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('lists the account-settings links with the country prefix, and Logout', async () => {
    const { button, list } = await renderMenu(1280);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = within(list()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['My Account', '/uk/myaccount'],
      ['My Tickets', '/uk/mytickets'],
      ['Favorites', '/uk/favorites'],
    ]);
    expect(within(list()).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('opens on hover from 1024 px and closes after the mouse leaves', async () => {
    const { button, list } = await renderMenu(1024);
    vi.useFakeTimers();
    const wrapper = button.parentElement!;
    mouse('pointerEnter', wrapper);
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS));
    expect(list().hidden).toBe(false);
    mouse('pointerLeave', wrapper);
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS));
    expect(list().hidden).toBe(true);
  });

  it('stays open when the profile button is clicked after hover opened it', async () => {
    const { button, list } = await renderMenu(1280);
    vi.useFakeTimers();
    mouse('pointerEnter', button.parentElement!);
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // A mouse click (detail 1, the click count) on the menu that hover opened.
    fireEvent.click(button, { detail: 1 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list().hidden).toBe(false);
    // The click pinned it: the mouse leaving no longer closes it; a second click does.
    mouse('pointerLeave', button.parentElement!);
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS * 2));
    expect(list().hidden).toBe(false);
    fireEvent.click(button, { detail: 1 });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter or Space (a click without a pointer) still toggles a menu hover opened', async () => {
    const { button, list } = await renderMenu(1280);
    vi.useFakeTimers();
    mouse('pointerEnter', button.parentElement!);
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS));
    expect(list().hidden).toBe(false);
    fireEvent.click(button, { detail: 0 });
    expect(list().hidden).toBe(true);
    fireEvent.click(button, { detail: 0 });
    expect(list().hidden).toBe(false);
  });

  it('does not open on hover on phones; a click opens and closes it', async () => {
    const { button, list } = await renderMenu(575);
    vi.useFakeTimers();
    mouse('pointerEnter', button.parentElement!);
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS * 3));
    expect(list().hidden).toBe(true);
    fireEvent.click(button);
    expect(list().hidden).toBe(false);
    fireEvent.click(button);
    expect(list().hidden).toBe(true);
  });

  it('works from the keyboard: ArrowDown opens into the list, arrows move, Escape returns', async () => {
    const { button, list } = await renderMenu(1280);
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = [
      ...within(list()).getAllByRole('link'),
      within(list()).getByRole('button', { name: 'Logout' }),
    ];
    await vi.waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(items[3]!, { key: 'Escape' });
    expect(list().hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('Logout ends the session with the API and goes to /', async () => {
    const api = fakeApi({
      '/api/logout': () => {
        session.user = null;
        return [200, { data: { result: 'success' } }];
      },
    });
    const { button, list } = await renderMenu(1280, '/uk/myaccount');
    fireEvent.click(button);
    fireEvent.click(within(list()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(api.callsTo('/api/logout')).toHaveLength(1);
  });
});
