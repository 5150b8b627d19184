import { SEARCH_DEBOUNCE_MS } from '@reprise/domain/constants';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from './header-search';
import { groups, mockFetch, NO_RESULTS, performer } from './search-test-fixtures';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderHeader(variant?: 'auto' | 'mobile') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <header>
          <HeaderSearch variant={variant} />
        </header>
      ),
    },
    { path: '*', Component: LocationProbe },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

// hidden: while the modal is open Radix hides everything else from assistive tech.
const trigger = () => screen.getByRole('button', { name: 'Open search', hidden: true });

// Radix moves focus back to the trigger on the task after the dialog unmounts.
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// The dialog is a lazy module: opening it resolves the import, then React renders it.
async function openModal() {
  act(() => trigger().focus());
  fireEvent.click(trigger());
  await act(async () => {
    await import('./mobile-search-panel');
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  return screen.getByRole('dialog', { name: 'Search' });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HeaderSearch layout', () => {
  it('renders the inline box (hidden under 576 px by CSS) and the phone button (hidden above)', async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderHeader();
    const inline = screen.getByRole('combobox', { name: 'Search' });
    expect(inline.closest('.hidden')?.className).toContain('min-[576px]:block');
    expect(trigger().className).toContain('min-[576px]:hidden');
  });

  it('variant="mobile" renders only the button', async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderHeader('mobile');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(trigger().className).not.toContain('hidden');
  });
});

describe('HeaderSearch mobile modal', () => {
  it('opens a modal dialog with the combobox focused and Browse Categories shown', async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderHeader('mobile');
    const dialog = await openModal();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('group', { name: 'Browse Categories' })).toBeTruthy();
  });

  it('locks page scroll while open and releases it on close', async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderHeader('mobile');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    await openModal();
    // react-remove-scroll (inside Radix Dialog) marks the body and styles it overflow: hidden.
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(styles).toMatch(/body\[data-scroll-locked\][^}]*overflow:\s*hidden/);
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('traps focus inside: Tab from the last control wraps to the first', async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderHeader('mobile');
    const dialog = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Close search' });
    const input = within(dialog).getByRole('combobox');
    // The input is the last tabbable (options are tabIndex -1): Tab wraps to Close.
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(input);
    // Focus sent outside is pulled back in.
    act(() => trigger().focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to the search button', async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderHeader('mobile');
    const dialog = await openModal();
    expect(
      trigger().getAttribute('aria-hidden') ?? trigger().closest('[aria-hidden]'),
    ).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await nextTask();
    expect(document.activeElement).toBe(trigger());
  });

  it('searches inside the modal and closes it when a result is followed', async () => {
    vi.useFakeTimers();
    mockFetch(() => ({ data: groups({ performers: [performer(1, { name: 'Beyonce' })] }) }));
    renderHeader('mobile');
    const dialog = await openModal();
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'beyonce' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    await act(async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    expect(within(dialog).getByRole('option', { name: 'See Results' })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/concerts/pop/performer-1');
  });
});
