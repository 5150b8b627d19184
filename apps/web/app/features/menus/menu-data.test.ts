import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import { loadMenuData, menuRegion, shownTitleLists } from './menu-data';
import { MENU } from './menu-test-data';

describe('menuRegion', () => {
  // us to us, uk and gb to uk, anything else to all.
  it.each([
    ['us', 'us'],
    ['uk', 'uk'],
    ['GB', 'uk'],
    ['au', 'all'],
    ['noc', 'all'],
    [null, 'all'],
  ] as const)('maps %s to %s', (countryCode, region) => {
    expect(menuRegion(countryCode)).toBe(region);
  });
});

describe('shownTitleLists', () => {
  it('lists leagues before genres, each only when it has entries', () => {
    expect(shownTitleLists(MENU)).toEqual(['leagues', 'genres']);
    expect(shownTitleLists({ ...MENU, leagues: [] })).toEqual(['genres']);
    expect(shownTitleLists({ leagues: MENU.leagues, genres: [] })).toEqual(['leagues']);
  });
});

describe('loadMenuData', () => {
  it('reads the region header menu and the mega-menu, keeping only what the menus render', async () => {
    const get = vi.fn(async (path: string) => {
      if (path === '/api/getHeaderMenu')
        return { data: { region: 'uk', leagues: MENU.leagues, genres: MENU.genres } };
      return {
        data: {
          category: MENU.categories[0]!.category,
          genre: null,
          performers: [{ id: 1 }],
          megaMenu: [
            ...MENU.categories,
            {
              category: { id: 5, name: 'Special Events', slug: 'special-events' },
              path: '/special-events',
              genres: [],
            },
          ],
        },
      };
    });
    const menu = await loadMenuData({ get } as unknown as ApiClient, 'uk');
    expect(get).toHaveBeenCalledWith('/api/getHeaderMenu', { region: 'uk' });
    expect(get).toHaveBeenCalledWith('/api/getGenre', {
      slug: 'sports',
      isMobile: 0,
      countryCode: 'uk',
    });
    expect(menu).toEqual(MENU);
  });

  it('leaves a menu empty when its read fails', async () => {
    const get = vi.fn(async () => {
      throw new Error('down');
    });
    const menu = await loadMenuData({ get } as unknown as ApiClient, null);
    expect(menu).toEqual({ region: 'all', leagues: [], genres: [], categories: [] });
  });
});
