import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import { loadMenuData, menuRegion } from './menu-data';
import { MENU } from './menu-test-data';

describe('menuRegion', () => {
  it('maps us to us, uk and gb to uk, anything else to all', () => {
    expect(menuRegion('us')).toBe('us');
    expect(menuRegion('uk')).toBe('uk');
    expect(menuRegion('GB')).toBe('uk');
    expect(menuRegion('au')).toBe('all');
    expect(menuRegion('noc')).toBe('all');
    expect(menuRegion(null)).toBe('all');
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
