import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  renderWithAccount,
  resetAccountState,
  setViewportWidth,
} from '../features/account/account-test-support';
import { MENU } from '../features/menus/menu-test-data';
import { SiteHeader } from './site-header';

// The classes that set where a row's content starts: centred, capped width, side padding.
const ALIGNMENT = ['mx-auto', 'max-w-6xl', 'px-4'];

/** The nearest ancestor (or the element) that caps the content width. */
function containerOf(element: Element): Element | null {
  return element.closest('.max-w-6xl');
}

describe('SiteHeader', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
    vi.unstubAllGlobals();
  });

  it('lays the desktop category bar out in the same container as the logo', async () => {
    setViewportWidth(1280);
    fakeApi({
      '/api/getHeaderMenu': () => [
        200,
        { data: { region: MENU.region, leagues: MENU.leagues, genres: MENU.genres } },
      ],
      '/api/getGenre': () => [200, { data: { megaMenu: MENU.categories } }],
    });
    renderWithAccount(<SiteHeader variant="defaultWhite" countryCode={null} />);
    const nav = await screen.findByRole('navigation', { name: 'Browse' });
    const logoRow = containerOf(screen.getByRole('link', { name: 'Reprise home' }));
    const barRow = containerOf(nav);
    expect(logoRow?.classList).toBeDefined();
    for (const name of ALIGNMENT) {
      expect(logoRow?.classList.contains(name)).toBe(true);
      expect(barRow?.classList.contains(name), `bar row has ${name}`).toBe(true);
    }
  });
});
