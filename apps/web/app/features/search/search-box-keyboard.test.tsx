import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderSearch } from './header-search';
import { groups, mockFetch, NO_RESULTS, performer } from './search-test-fixtures';
import {
  combobox,
  installSearchTestHooks,
  key,
  listbox,
  renderAt,
  search,
  type,
} from './search-test-helpers';

installSearchTestHooks();

describe('search box: keyboard and navigation', () => {
  it('runs the see-all search on Enter with 2+ characters and no active option', async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />);
    await type(' manchster ');
    // No option is active, so Enter is left to the form: its submit runs the search.
    expect(fireEvent.keyDown(combobox(), { key: 'Enter' })).toBe(true);
    fireEvent.submit(combobox().closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe('/see-all?query=manchster');
  });

  it('does not leave the page on Enter under 2 characters', async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />);
    await type('m');
    fireEvent.submit(combobox().closest('form')!);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('moves the active option with ArrowDown/ArrowUp via aria-activedescendant and follows it on Enter', async () => {
    mockFetch(() => ({ data: groups({ performers: [performer(1), performer(2)] }) }));
    renderAt(<HeaderSearch />);
    await search('perf');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Performer 1'),
      expect.stringContaining('Performer 2'),
      'See Results',
    ]);
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
    key('ArrowDown');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    key('ArrowUp');
    key('ArrowUp'); // wraps to the last option
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    key('ArrowDown'); // wraps to the first
    key('ArrowDown');
    key('Enter');
    expect(screen.getByTestId('location').textContent).toBe('/concerts/pop/performer-2');
  });

  it('follows Browse Categories options with the keyboard too', async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />);
    await type('');
    key('ArrowUp');
    key('Enter');
    expect(screen.getByTestId('location').textContent).toBe('/special-events');
  });

  it('closes the popup on Escape and clears the text on a second Escape', async () => {
    mockFetch(() => ({ data: groups({ performers: [performer(1)] }) }));
    renderAt(<HeaderSearch />);
    await search('perf');
    key('ArrowDown');
    key('Escape');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
    expect(listbox().hidden).toBe(true);
    expect((combobox() as HTMLInputElement).value).toBe('perf');
    key('Escape');
    expect((combobox() as HTMLInputElement).value).toBe('');
    // ArrowDown reopens the popup.
    key('ArrowDown');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
  });

  it('wires the combobox to its listbox', async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />);
    await type('');
    expect(combobox().getAttribute('aria-controls')).toBe(listbox().id);
    expect(combobox().getAttribute('aria-autocomplete')).toBe('list');
  });
});
